import type { CustomStrategy } from '@nestjs/microservices';
import { ServerNats } from '@nestjs/microservices';
import type { NatsCredentials } from './nats-connection';
import { natsClientOptions } from './nats-connection';

/**
 * Nest's NATS server, less one thrown exception per message. Nest reads every message's subject as JSON first, for
 * patterns written as objects; a subject such as `identity.user.me` makes JSON.parse throw an Error, stack and all,
 * which Nest catches to use the subject as it is. Every contract of ours is a plain subject, so only a subject that
 * could be an object pattern goes through Nest's reading.
 */
export class RpcServer extends ServerNats {
  override getRouteFromPattern(pattern: string): string {
    return pattern.startsWith('{') ? super.getRouteFromPattern(pattern) : pattern;
  }
}

/**
 * A service's NATS server, for `connectMicroservice`: every replica joins the queue group named after the service, so
 * NATS hands each request to exactly one of them; reconnects never stop, so a NATS restart pauses the service, not
 * ends it. On a server with users the service logs in as its own, which may listen to its subjects only in this queue
 * group.
 */
export function rpcServer(natsUrl: string, queue: string, credentials?: NatsCredentials): CustomStrategy {
  return { strategy: new RpcServer({ ...natsClientOptions(natsUrl, credentials), queue }) };
}
