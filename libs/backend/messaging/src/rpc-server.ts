import type { NatsOptions } from '@nestjs/microservices';
import { Transport } from '@nestjs/microservices';
import { RECONNECT_FOREVER } from './nats-connection';

/**
 * Microservice options for a service: every replica joins the queue group named after the service, so NATS hands
 * each request to exactly one of them; reconnects never stop, so a NATS restart pauses the service, not ends it.
 */
export function natsServerOptions(natsUrl: string, queue: string): NatsOptions {
  return { transport: Transport.NATS, options: { servers: [natsUrl], queue, ...RECONNECT_FOREVER } };
}
