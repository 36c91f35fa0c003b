import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { recreateDatabase } from '@ricambiamo/database';
import type { PrivateNatsServer } from '@ricambiamo/testing';
import { startNatsServer, waitFor } from '@ricambiamo/testing';
import type { NatsConnection } from 'nats';
import type { SqlExecutor } from '../../src';
import { connectNats, enqueueEvent, ensureEventsStream, EventConsumer, OutboxRelay, riavvolgiConsumer } from '../../src';
import { PgSql } from '../fixtures/pg-sql';
import { ORDINE_CREATO } from '../fixtures/test-events';

/** The producer's database, and the consumer's, which is restored from its backup. */
const PRODUCER_URL = 'postgresql://postgres@127.0.0.1:5432/ricambiamo_messaging_test';
const CONSUMER_URL = 'postgresql://postgres@127.0.0.1:5432/ricambiamo_messaging_ripristino_test';

let nats: PrivateNatsServer;
let nc: NatsConnection;
let producer: PgSql;
let consumerDb: PgSql;

beforeEach(async () => {
  producer = await PgSql.nuovo(PRODUCER_URL);
  consumerDb = await PgSql.nuovo(CONSUMER_URL);
  nats = await startNatsServer();
  nc = await connectNats(nats.url, 'ripristino-test');
  await ensureEventsStream(nc);
});

afterEach(async () => {
  await nc.close();
  await producer.end();
  await consumerDb.end();
  await nats.dispose();
});

const consumer = (db: PgSql) =>
  new EventConsumer(db, nc, {
    durable: 'test-ripristino',
    events: [ORDINE_CREATO],
    handle: async (event, tx: SqlExecutor) => {
      await tx.$executeRawUnsafe('INSERT INTO applied (event_id) VALUES ($1::uuid)', event.id);
    },
  });

async function pubblica(n: number): Promise<void> {
  await producer.$transaction(async (tx) => {
    for (let i = 0; i < n; i++) await enqueueEvent(tx, ORDINE_CREATO, { n: i });
  });
  await new OutboxRelay(producer, nc).publishPending();
}

const effetti = async (db: PgSql) =>
  (await db.$queryRawUnsafe<{ n: number; distinti: number }[]>('SELECT count(*)::int AS n, count(DISTINCT event_id)::int AS distinti FROM applied'))[0];

describe("a consumer's database restored from a backup", () => {
  it('applies again, once each, the events it had applied after the backup, once its durable is rewound to it', async () => {
    const prima = consumer(consumerDb);
    await prima.start();
    await pubblica(2);
    await waitFor(async () => ((await effetti(consumerDb)).n === 2 ? true : undefined));

    // The backup, as ops take it (pg_dump's custom format), and the moment it was taken.
    const backup = path.join(mkdtempSync(path.join(tmpdir(), 'ripristino-')), 'consumer.dump');
    const presoIl = new Date();
    execFileSync('pg_dump', ['--format=custom', `--file=${backup}`, CONSUMER_URL]);

    await pubblica(3);
    await waitFor(async () => ((await effetti(consumerDb)).n === 5 ? true : undefined));
    await prima.stop();
    await consumerDb.end();

    // The database lost and restored: the three later effects are gone with it.
    await recreateDatabase(CONSUMER_URL);
    execFileSync('pg_restore', ['--no-owner', `--dbname=${CONSUMER_URL}`, backup]);
    consumerDb = new PgSql(CONSUMER_URL);
    expect(await effetti(consumerDb)).toEqual({ n: 2, distinti: 2 });

    // A minute's margin before the backup: what the durable delivers again from then, processed_events skips.
    await riavvolgiConsumer(nc, 'test-ripristino', new Date(presoIl.getTime() - 60_000));
    const dopo = consumer(consumerDb);
    await dopo.start();
    try {
      await waitFor(async () => ((await effetti(consumerDb)).n === 5 ? true : undefined), 5000);
      // Long enough for a sixth effect to show up, had an event applied before the backup been applied again.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await effetti(consumerDb)).toEqual({ n: 5, distinti: 5 });
    } finally {
      await dopo.stop();
    }
  });
});
