import type { ConnectionOptions, NatsConnection } from 'nats';
import { connect } from 'nats';
import { natsInboxPrefix } from './nats-auth';

/**
 * How every NATS connection of ours reconnects: forever, every half second. nats.js gives up after 10 attempts by
 * default (about 20 s), and a connection that gave up stays closed: after a longer NATS outage the app kept failing
 * every request until it was restarted. With this, an outage of any length pauses the app instead of ending it.
 */
export const RECONNECT_FOREVER = { maxReconnectAttempts: -1, reconnectTimeWait: 500 } as const;

/** The app's NATS user and password (NATS_USER, NATS_PASSWORD); both unset against an open server. */
export interface NatsCredentials {
  user?: string;
  password?: string;
}

export const natsCredentials = (env: { NATS_USER?: string; NATS_PASSWORD?: string }): NatsCredentials => ({
  user: env.NATS_USER,
  password: env.NATS_PASSWORD,
});

/**
 * What every NATS connection of ours hands to nats.js: reconnect forever and, on a server with users, the app's
 * credentials and its own inbox prefix, since its user may read replies only there (nats-auth.ts).
 */
export function natsClientOptions(natsUrl: string, credentials: NatsCredentials = {}): ConnectionOptions {
  const { user, password } = credentials;
  const auth = user ? { user, pass: password, inboxPrefix: natsInboxPrefix(user) } : {};
  return { servers: [natsUrl], ...RECONNECT_FOREVER, ...auth };
}

/** A connection for JetStream work (the outbox relay, the consumers). */
export function connectNats(natsUrl: string, name: string, credentials?: NatsCredentials): Promise<NatsConnection> {
  return connect({ ...natsClientOptions(natsUrl, credentials), name });
}
