import { randomUUID } from 'node:crypto';
import type { EventContract, EventEnvelope, PayloadIn } from '@ricambiamo/contracts';
import { tracingActive } from '@ricambiamo/tracing';
import type { SqlExecutor } from './sql-client';
import { currentTraceContext } from './tracing';

/**
 * The trace the event is written in, kept with it so that the relay's publishing and its consumers join that trace
 * (docs/architecture.md#traces); null while tracing is off.
 */
const writtenIn = (): string | null => {
  const traceContext = tracingActive() ? currentTraceContext() : null;
  return traceContext && JSON.stringify(traceContext);
};

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
    `INSERT INTO outbox_events (id, subject, payload, occurred_at, trace_context)
     VALUES ($1::uuid, $2, $3::jsonb, $4::timestamptz, $5::jsonb)`,
    event.id,
    event.subject,
    JSON.stringify(event.payload),
    event.occurredAt,
    writtenIn(),
  );
  return event;
}

/**
 * Records many events of one contract in one statement, as enqueueEvent records one: for a change that announces
 * hundreds at once (a listing matching many saved searches), where an INSERT each would hold the transaction open.
 */
export async function enqueueEvents<E extends EventContract>(tx: SqlExecutor, contract: E, payloads: PayloadIn<E>[]): Promise<void> {
  if (payloads.length === 0) return;
  const occurredAt = new Date().toISOString();
  const events = payloads.map((payload) => ({ id: randomUUID(), payload: JSON.stringify(contract.payload.parse(payload)) }));
  await tx.$executeRawUnsafe(
    `INSERT INTO outbox_events (id, subject, payload, occurred_at, trace_context)
     SELECT e.id, $3, e.payload, $4::timestamptz, $5::jsonb FROM unnest($1::uuid[], $2::jsonb[]) AS e(id, payload)`,
    events.map((e) => e.id),
    events.map((e) => e.payload),
    contract.subject,
    occurredAt,
    writtenIn(),
  );
}
