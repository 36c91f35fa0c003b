import type { NatsConnection } from 'nats';
import { connect } from 'nats';

/**
 * How every NATS connection of ours reconnects: forever, every half second. nats.js gives up after 10 attempts by
 * default (about 20 s), and a connection that gave up stays closed: after a longer NATS outage the app kept failing
 * every request until it was restarted. With this, an outage of any length pauses the app instead of ending it.
 */
export const RECONNECT_FOREVER = { maxReconnectAttempts: -1, reconnectTimeWait: 500 } as const;

/** A connection for JetStream work (the outbox relay, the consumers). */
export function connectNats(natsUrl: string, name: string): Promise<NatsConnection> {
  return connect({ servers: natsUrl, name, ...RECONNECT_FOREVER });
}
