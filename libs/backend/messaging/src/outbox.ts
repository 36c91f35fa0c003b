import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@ricambiamo/contracts';
import type { SqlExecutor } from './sql-client';

/**
 * Records a domain event in the caller's transaction: it is published if and only if the state change commits.
 * Pass the transaction client, never the root client.
 */
export async function enqueueEvent<T>(tx: SqlExecutor, subject: string, payload: T): Promise<EventEnvelope<T>> {
  const event: EventEnvelope<T> = { id: randomUUID(), subject, occurredAt: new Date().toISOString(), payload };
  await tx.$executeRawUnsafe(
    'INSERT INTO outbox_events (id, subject, payload, occurred_at) VALUES ($1::uuid, $2, $3::jsonb, $4::timestamptz)',
    event.id,
    event.subject,
    JSON.stringify(event.payload),
    event.occurredAt,
  );
  return event;
}
