import { randomUUID } from 'node:crypto';
import type { EventContract, EventEnvelope, PayloadIn } from '@ricambiamo/contracts';
import type { SqlExecutor } from './sql-client';

/**
 * Records a domain event in the caller's transaction: it is published if and only if the state change commits.
 * The payload is checked against the contract's schema here, so a consumer never receives what it cannot parse.
 * Pass the transaction client, never the root client.
 */
export async function enqueueEvent<E extends EventContract>(tx: SqlExecutor, contract: E, payload: PayloadIn<E>): Promise<EventEnvelope> {
  const event: EventEnvelope = {
    id: randomUUID(),
    subject: contract.subject,
    occurredAt: new Date().toISOString(),
    payload: contract.payload.parse(payload),
  };
  await tx.$executeRawUnsafe(
    'INSERT INTO outbox_events (id, subject, payload, occurred_at) VALUES ($1::uuid, $2, $3::jsonb, $4::timestamptz)',
    event.id,
    event.subject,
    JSON.stringify(event.payload),
    event.occurredAt,
  );
  return event;
}
