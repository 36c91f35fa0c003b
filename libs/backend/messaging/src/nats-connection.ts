import type { NatsConnection } from 'nats';
import { connect } from 'nats';

/**
 * A connection for JetStream work that never gives up reconnecting: a NATS restart must pause the relay and the
 * consumers, not end them (nats.js stops after 10 attempts by default).
 */
export function connectNats(natsUrl: string, name: string): Promise<NatsConnection> {
  return connect({ servers: natsUrl, name, maxReconnectAttempts: -1, reconnectTimeWait: 500 });
}
