import type { NatsOptions } from '@nestjs/microservices';
import { Transport } from '@nestjs/microservices';
import type { NatsCredentials } from './nats-connection';
import { natsClientOptions } from './nats-connection';

/**
 * Microservice options for a service: every replica joins the queue group named after the service, so NATS hands
 * each request to exactly one of them; reconnects never stop, so a NATS restart pauses the service, not ends it.
 * On a server with users the service logs in as its own, which may listen to its subjects only in this queue group.
 */
export function natsServerOptions(natsUrl: string, queue: string, credentials?: NatsCredentials): NatsOptions {
  return { transport: Transport.NATS, options: { ...natsClientOptions(natsUrl, credentials), queue } };
}
