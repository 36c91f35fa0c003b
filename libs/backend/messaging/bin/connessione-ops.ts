import type { NatsConnection } from 'nats';
import { connectNats } from '../src/nats-connection';

/**
 * The connection of an ops command: NATS_URL (default nats://127.0.0.1:4222), and NATS_USER with NATS_PASSWORD when the
 * server has users (docs/operations.md#replaying-dead-letters says which user).
 */
export function connessioneOps(nome: string): Promise<NatsConnection> {
  const user = process.env['NATS_USER'];
  const password = process.env['NATS_PASSWORD'];
  return connectNats(process.env['NATS_URL'] ?? 'nats://127.0.0.1:4222', nome, user && password ? { user, password } : undefined);
}
