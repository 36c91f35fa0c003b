import { randomUUID } from 'node:crypto';
import { IDENTITY } from '@ricambiamo/contracts';
import type { ServiceHarness } from '@ricambiamo/testing';
import { startServiceHarness, waitFor } from '@ricambiamo/testing';
import { EXPIRED_SESSION_RETENTION_MS } from '../../src/background/session-pruning';
import { identity } from '../../src/main';

const DAY_MS = 24 * 60 * 60 * 1000;
const EVENTS_MAX_AGE_DAYS = 7;

jest.setTimeout(30_000);

let h: ServiceHarness;

beforeAll(async () => {
  h = await startServiceHarness(identity, {
    database: 'ricambiamo_identity_test_pruning',
    env: { PRUNE_INTERVAL_MS: '200', EVENTS_MAX_AGE_DAYS: String(EVENTS_MAX_AGE_DAYS) },
  });
});

afterAll(async () => {
  await h.close();
});

/** Registers a user (one refresh session) and moves its session's expiry to `expiresInMs` from now. */
async function sessionOf(nome: string, expiresInMs: number, revoked = false): Promise<void> {
  const session = await h.call(IDENTITY.user.register, {
    nome,
    email: `${nome.toLowerCase()}@esempio.it`,
    password: 'segretissima1',
    confermaPassword: 'segretissima1',
  });
  await h.sql(
    `UPDATE refresh_sessions SET expires_at = now() + $2 * interval '1 millisecond',
       revoked_at = CASE WHEN $3 THEN now() - interval '1 day' END
     WHERE user_id = $1`,
    [session.user.id, expiresInMs, revoked],
  );
}

const sessionOwners = async () =>
  (await h.sql<{ nome: string }>('SELECT u.nome FROM refresh_sessions s JOIN users u ON u.id = s.user_id ORDER BY 1')).map((r) => r.nome);

describe('identity prunes on its schedule', () => {
  it('deletes sessions expired long ago and event records older than the events stream keeps, and keeps the rest', async () => {
    await sessionOf('Scaduta', -(EXPIRED_SESSION_RETENTION_MS + DAY_MS));
    await sessionOf('Revocata', -(EXPIRED_SESSION_RETENTION_MS + DAY_MS), true);
    await sessionOf('Appena', -60_000);
    await sessionOf('Viva', DAY_MS);
    await sessionOf('Bloccata', DAY_MS, true);
    await waitFor(async () => {
      const [row] = await h.sql<{ n: number }>('SELECT count(*)::int AS n FROM outbox_events WHERE published_at IS NULL');
      return row.n === 0 ? true : undefined;
    });
    // One registration's event was published long ago; the others just now.
    await h.sql(
      `UPDATE outbox_events SET published_at = now() - $1 * interval '1 day'
       WHERE id = (SELECT id FROM outbox_events ORDER BY occurred_at LIMIT 1)`,
      [EVENTS_MAX_AGE_DAYS + 1],
    );
    for (const [consumer, daysAgo] of [['vecchio', EVENTS_MAX_AGE_DAYS + 1], ['recente', EVENTS_MAX_AGE_DAYS - 1]] as const) {
      await h.sql("INSERT INTO processed_events (consumer, event_id, processed_at) VALUES ($1, $2, now() - $3 * interval '1 day')", [
        consumer,
        randomUUID(),
        daysAgo,
      ]);
    }

    const left = async () => {
      const [counts] = await h.sql<{ outbox: number }>('SELECT count(*)::int AS outbox FROM outbox_events');
      const processed = await h.sql<{ consumer: string }>('SELECT consumer FROM processed_events');
      return { sessions: await sessionOwners(), outbox: counts.outbox, processed: processed.map((r) => r.consumer) };
    };
    const expected = { sessions: ['Appena', 'Bloccata', 'Viva'], outbox: 4, processed: ['recente'] };
    const pruned = await waitFor(async () => {
      const now = await left();
      // Thrown rather than undefined, so a timeout names what is still there.
      if (JSON.stringify(now) !== JSON.stringify(expected)) throw new Error(`still there: ${JSON.stringify(now)}`);
      return now;
    }, 5000);
    expect(pruned).toEqual(expected);
  });
});
