import type { CustomStrategy } from '@nestjs/microservices';
import { ServerNats } from '@nestjs/microservices';
import type { NatsCredentials } from './nats-connection';
import { natsClientOptions } from './nats-connection';

/**
 * Nest's NATS server, less one thrown exception per message. For every message Nest looks its handler up by the
 * pattern the subscription was made for, read as JSON first in case it was written as an object; a plain subject such
 * as `identity.user.me` makes JSON.parse throw an Error, stack and all, which Nest catches to use the subject as it is.
 * The pattern was normalised when the handler was registered, so only one written as an object needs Nest's reading.
 */
export class RpcServer extends ServerNats {
  protected override getRouteFromPattern(pattern: string): string {
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
