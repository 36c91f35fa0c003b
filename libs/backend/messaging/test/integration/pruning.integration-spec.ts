import { randomUUID } from 'node:crypto';
import { waitFor } from '@ricambiamo/testing';
import type { Prune } from '../../src';
import { eventTablePrunes, Pruner } from '../../src';
import { PgSql } from '../fixtures/pg-sql';

const DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/ricambiamo_messaging_test_pruning';
const DAY_MS = 24 * 60 * 60 * 1000;
const stream = { maxAgeMs: 7 * DAY_MS };

let db: PgSql;

beforeEach(async () => {
  db = await PgSql.nuovo(DATABASE_URL);
});

afterEach(async () => {
  await db.end();
});

/** An outbox row that occurred `daysAgo` and was published then, or never when `published` is false. */
async function outboxRow(label: string, daysAgo: number, published: boolean): Promise<void> {
  await db.$executeRawUnsafe(
    `INSERT INTO outbox_events (id, subject, payload, occurred_at, published_at)
     VALUES ($1::uuid, 'evt.test.order.created', $2::jsonb, now() - $3 * interval '1 day', CASE WHEN $4 THEN now() - $3 * interval '1 day' END)`,
    randomUUID(),
    JSON.stringify({ label }),
    daysAgo,
    published,
  );
}

async function processedRow(consumer: string, daysAgo: number): Promise<void> {
  await db.$executeRawUnsafe(
    "INSERT INTO processed_events (consumer, event_id, processed_at) VALUES ($1, $2::uuid, now() - $3 * interval '1 day')",
    consumer,
    randomUUID(),
    daysAgo,
  );
}

const outboxLabels = async () =>
  (await db.$queryRawUnsafe<{ label: string }[]>("SELECT payload->>'label' AS label FROM outbox_events ORDER BY 1")).map((r) => r.label);
const processedConsumers = async () =>
  (await db.$queryRawUnsafe<{ consumer: string }[]>('SELECT consumer FROM processed_events ORDER BY 1')).map((r) => r.consumer);

describe('pruning the event tables', () => {
  it('deletes published outbox rows and processed ids older than the events stream keeps events, and nothing else', async () => {
    await outboxRow('pubblicato da 8 giorni', 8, true);
    await outboxRow('pubblicato ieri', 1, true);
    await outboxRow('mai pubblicato, da 30 giorni', 30, false);
    await outboxRow('pubblicato da 6 giorni', 6, true);
    await processedRow('vecchio', 8);
    await processedRow('recente', 6);

    const pruner = new Pruner(db, eventTablePrunes(stream), { intervalMs: 60_000 });
    expect(await pruner.runOnce()).toEqual({ outbox_events: 1, processed_events: 1 });

    expect(await outboxLabels()).toEqual(['mai pubblicato, da 30 giorni', 'pubblicato da 6 giorni', 'pubblicato ieri']);
    expect(await processedConsumers()).toEqual(['recente']);
    expect(await pruner.runOnce()).toEqual({ outbox_events: 0, processed_events: 0 });
  });

  it('works through a backlog in batches', async () => {
    for (let i = 0; i < 25; i++) await processedRow('vecchio', 10);
    await processedRow('recente', 1);
    const pruner = new Pruner(db, eventTablePrunes(stream), { intervalMs: 60_000, batchSize: 10 });
    expect(await pruner.runOnce()).toEqual({ outbox_events: 0, processed_events: 25 });
    expect(await processedConsumers()).toEqual(['recente']);
  });
});

describe('pruning with several replicas', () => {
  it('lets one replica prune a table while the others skip it', async () => {
    await processedRow('vecchio', 10);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let running = 0;
    let overlapped = false;
    const [processedEvents] = eventTablePrunes(stream).filter((p) => p.name === 'processed_events');
    // The real prune, held open so that the second replica's tick certainly comes while the first is at work.
    const held: Prune = {
      name: processedEvents.name,
      deleteBatch: async (tx, limit) => {
        overlapped ||= ++running > 1;
        await released;
        const deleted = await processedEvents.deleteBatch(tx, limit);
        running -= 1;
        return deleted;
      },
    };
    const first = new Pruner(db, [held], { intervalMs: 60_000 }).runOnce();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const second = await new Pruner(db, [held], { intervalMs: 60_000 }).runOnce();
    release();

    expect(second).toEqual({ processed_events: 'busy' });
    expect(await first).toEqual({ processed_events: 1 });
    expect(overlapped).toBe(false);
    expect(await processedConsumers()).toEqual([]);
  });

  it('runs on its interval once started, and stops with the app', async () => {
    const pruner = new Pruner(db, eventTablePrunes(stream), { intervalMs: 100 });
    pruner.start();
    try {
      await processedRow('vecchio', 10);
      await waitFor(async () => ((await processedConsumers()).length === 0 ? true : undefined), 5000);
    } finally {
      await pruner.stop();
    }
    await processedRow('vecchio', 10);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await processedConsumers()).toEqual(['vecchio']);
  });
});
