import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@ricambiamo/contracts';
import { EVENTS_STREAM } from '@ricambiamo/contracts';
import type { PrivateNatsServer } from '@ricambiamo/testing';
import { startNatsServer, waitFor } from '@ricambiamo/testing';
import type { NatsConnection } from 'nats';
import type { SqlExecutor } from '../../src';
import { Registry } from 'prom-client';
import { connectNats, enqueueEvent, enqueueEvents, ensureEventsStream, EventConsumer, OutboxRelay, outboxLagGauge } from '../../src';
import { PgSql } from '../fixtures/pg-sql';
import { eseguiFixture } from '../fixtures/processo';
import { ORDINE_ANNULLATO, ORDINE_CREATO } from '../fixtures/test-events';

const DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/ricambiamo_messaging_test';

jest.setTimeout(30_000);

let nats: PrivateNatsServer;
let db: PgSql;
let nc: NatsConnection;

/** Every envelope in the stream on `subject`, read by sequence: works on any JetStream server version. */
async function streamMessages(subject: string): Promise<EventEnvelope[]> {
  const jsm = await nc.jetstreamManager();
  const { state } = await jsm.streams.info(EVENTS_STREAM.name);
  const envelopes: EventEnvelope[] = [];
  for (let seq = state.first_seq; seq <= state.last_seq && state.messages > 0; seq++) {
    const message = await jsm.streams.getMessage(EVENTS_STREAM.name, { seq });
    if (message.subject === subject) envelopes.push(message.json<EventEnvelope>());
  }
  return envelopes;
}

const appliedCount = async () =>
  (await db.$queryRawUnsafe<{ n: number; distinct_n: number }[]>(
    'SELECT count(*)::int AS n, count(DISTINCT event_id)::int AS distinct_n FROM applied',
  ))[0];

const recordEffect = async (event: { id: string }, tx: SqlExecutor) => {
  await tx.$executeRawUnsafe('INSERT INTO applied (event_id) VALUES ($1::uuid)', event.id);
};

beforeEach(async () => {
  db = await PgSql.nuovo(DATABASE_URL);
  nats = await startNatsServer();
  nc = await connectNats(nats.url, 'outbox-test');
});

afterEach(async () => {
  await nc.close();
  await db.end();
  await nats.dispose();
});

describe('transactional outbox', () => {
  it('publishes an event committed by a process that was killed before publishing it', async () => {
    const { signal, output } = await eseguiFixture('commit-then-crash.ts', [DATABASE_URL]);
    expect(signal).toBe('SIGKILL');
    const eventId = output.trim();
    expect(await db.$queryRawUnsafe('SELECT label FROM orders')).toEqual([{ label: 'ordine del processo morto' }]);

    const relay = new OutboxRelay(db, nc, { idleMs: 50 });
    relay.start();
    try {
      const published = await waitFor(async () => {
        const messages = await streamMessages('evt.test.order.created');
        return messages.length > 0 ? messages : undefined;
      });
      expect(published).toEqual([expect.objectContaining({ id: eventId, payload: { label: 'ordine del processo morto' } })]);
      await waitFor(async () => {
        const rows = await db.$queryRawUnsafe<{ published_at: Date | null }[]>('SELECT published_at FROM outbox_events');
        return rows[0]?.published_at ?? undefined;
      });
    } finally {
      await relay.stop();
    }
  });

  it('does not duplicate an event the relay publishes again after dying before marking it published', async () => {
    const event = await db.$transaction((tx) => enqueueEvent(tx, ORDINE_CREATO, { n: 1 }));
    const relay = new OutboxRelay(db, nc);
    expect(await relay.publishPending()).toBe(1);
    await db.$executeRawUnsafe('UPDATE outbox_events SET published_at = NULL');
    expect(await relay.publishPending()).toBe(1);
    expect((await streamMessages('evt.test.order.created')).map((e) => e.id)).toEqual([event.id]);
  });

  it('publishes nothing for a transaction that rolled back', async () => {
    await expect(
      db.$transaction(async (tx) => {
        await enqueueEvent(tx, ORDINE_CREATO, { n: 1 });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await ensureEventsStream(nc);
    expect(await new OutboxRelay(db, nc).publishPending()).toBe(0);
  });

  it('shows how long the oldest committed event has waited to be published, and 0 once the relay published it', async () => {
    const registry = new Registry();
    outboxLagGauge(registry, db);
    const ritardo = async () => (await registry.getSingleMetric('outbox_lag_seconds')!.get()).values[0]?.value;
    expect(await ritardo()).toBe(0);
    await db.$transaction((tx) => enqueueEvent(tx, ORDINE_CREATO, { n: 1 }));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await ritardo()).toBeGreaterThanOrEqual(1);
    await ensureEventsStream(nc);
    expect(await new OutboxRelay(db, nc).publishPending()).toBe(1);
    expect(await ritardo()).toBe(0);
  });

  it('lets two relays share the backlog without publishing anything twice', async () => {
    await db.$transaction(async (tx) => {
      for (let i = 0; i < 60; i++) await enqueueEvent(tx, ORDINE_CREATO, { n: i });
    });
    await ensureEventsStream(nc);
    const relays = [new OutboxRelay(db, nc, { batchSize: 5 }), new OutboxRelay(db, nc, { batchSize: 5 })];
    const drain = async (relay: OutboxRelay) => {
      let total = 0;
      for (let n = await relay.publishPending(); n > 0; n = await relay.publishPending()) total += n;
      return total;
    };
    const counts = await Promise.all(relays.map(drain));
    expect(counts[0] + counts[1]).toBe(60);
    expect(await streamMessages('evt.test.order.created')).toHaveLength(60);
  });

  it('records many events of one contract at once, each its own, and none when one payload is rejected', async () => {
    await expect(db.$transaction((tx) => enqueueEvents(tx, ORDINE_ANNULLATO, [{ n: 1 }, { n: 'due' as never }]))).rejects.toThrow();
    await db.$transaction((tx) => enqueueEvents(tx, ORDINE_ANNULLATO, [{ n: 1 }, { n: 2 }, { n: 3 }]));
    await ensureEventsStream(nc);
    expect(await new OutboxRelay(db, nc).publishPending()).toBe(3);
    const pubblicati = await streamMessages('evt.test.order.cancelled');
    expect(pubblicati.map((e) => e.payload)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(new Set(pubblicati.map((e) => e.id)).size).toBe(3);
  });
});

describe('idempotent consumer', () => {
  it('applies an event delivered twice only once', async () => {
    await ensureEventsStream(nc);
    const event: EventEnvelope = { id: '6f1c1f0e-8d8c-4f27-9a51-0c0b7f7f0a01', subject: 'evt.test.order.created', occurredAt: new Date().toISOString(), payload: {} };
    const js = nc.jetstream();
    // Different message ids, so JetStream stores both copies: the consumer sees a genuine redelivery.
    await js.publish(event.subject, JSON.stringify(event), { msgID: 'copy-1' });
    await js.publish(event.subject, JSON.stringify(event), { msgID: 'copy-2' });

    const consumer = new EventConsumer(db, nc, { durable: 'test-orders', events: [ORDINE_CREATO, ORDINE_ANNULLATO], handle: recordEffect });
    await consumer.start();
    try {
      await waitFor(async () => {
        const info = await (await nc.jetstreamManager()).consumers.info(EVENTS_STREAM.name, 'test-orders');
        return info.num_ack_pending === 0 && info.num_pending === 0 && info.delivered.stream_seq >= 2 ? info : undefined;
      });
      expect(await appliedCount()).toEqual({ n: 1, distinct_n: 1 });
      expect(await consumer.apply(event)).toBe(false);
      expect(await appliedCount()).toEqual({ n: 1, distinct_n: 1 });
    } finally {
      await consumer.stop();
    }
  });

  it('resumes where it left off after a restart, as a durable consumer', async () => {
    const relay = new OutboxRelay(db, nc);
    const options = { durable: 'test-durable', events: [ORDINE_CREATO, ORDINE_ANNULLATO], handle: recordEffect };
    await db.$transaction((tx) => enqueueEvent(tx, ORDINE_CREATO, { n: 1 }));
    await relay.publishPending();
    const first = new EventConsumer(db, nc, options);
    await first.start();
    await waitFor(async () => ((await appliedCount()).n === 1 ? true : undefined));
    await first.stop();

    await db.$transaction((tx) => enqueueEvent(tx, ORDINE_CREATO, { n: 2 }));
    await relay.publishPending();
    const second = new EventConsumer(db, nc, options);
    await second.start();
    try {
      await waitFor(async () => ((await appliedCount()).n === 2 ? true : undefined));
      expect(await appliedCount()).toEqual({ n: 2, distinct_n: 2 });
    } finally {
      await second.stop();
    }
  });

  it('skips events it does not listen to and never records a payload its contract rejects', async () => {
    const consumer = new EventConsumer(db, nc, { durable: 'test-contracts', events: [ORDINE_CREATO, ORDINE_ANNULLATO], handle: recordEffect });
    const envelope = (subject: string, payload: unknown): EventEnvelope => ({
      id: randomUUID(),
      subject,
      occurredAt: new Date().toISOString(),
      payload,
    });
    expect(await consumer.apply(envelope('evt.test.order.shipped', { n: 1 }))).toBe(false);
    await expect(consumer.apply(envelope(ORDINE_ANNULLATO.subject, { n: 'uno' }))).rejects.toThrow();
    expect(await appliedCount()).toEqual({ n: 0, distinct_n: 0 });
    expect(await consumer.apply(envelope(ORDINE_ANNULLATO.subject, { n: 1 }))).toBe(true);
    expect(await appliedCount()).toEqual({ n: 1, distinct_n: 1 });
  });

  it('retries an event whose handler failed, and records nothing for the failed attempt', async () => {
    await ensureEventsStream(nc);
    let attempts = 0;
    const consumer = new EventConsumer(db, nc, {
      durable: 'test-flaky',
      events: [ORDINE_CREATO],
      retryDelaysMs: [50],
      handle: async (event, tx) => {
        await recordEffect(event, tx);
        if (++attempts === 1) throw new Error('temporary failure');
      },
    });
    await consumer.start();
    try {
      await db.$transaction((tx) => enqueueEvent(tx, ORDINE_CREATO, {}));
      await new OutboxRelay(db, nc).publishPending();
      await waitFor(async () => ((await appliedCount()).n === 1 ? true : undefined));
      expect(attempts).toBe(2);
    } finally {
      await consumer.stop();
    }
  });
});

describe('NATS restart while events flow', () => {
  it('loses no event and applies none twice', async () => {
    const total = 200;
    const relay = new OutboxRelay(db, nc, { idleMs: 20, retryMs: 100, publishTimeoutMs: 1000 });
    const consumer = new EventConsumer(db, nc, { durable: 'test-restart', events: [ORDINE_CREATO, ORDINE_ANNULLATO], handle: recordEffect, retryDelaysMs: [50, 50, 50, 50] });
    await ensureEventsStream(nc);
    await consumer.start();
    relay.start();
    try {
      for (let i = 0; i < total; i++) {
        await db.$transaction((tx) => enqueueEvent(tx, ORDINE_CREATO, { n: i }));
        relay.kick();
        if (i === 60) await nats.kill();
        if (i === 120) {
          const [backlog] = await db.$queryRawUnsafe<{ n: number }[]>(
            'SELECT count(*)::int AS n FROM outbox_events WHERE published_at IS NULL',
          );
          // The outage was real: events piled up in the outbox while the server was down.
          expect(backlog.n).toBeGreaterThan(0);
          await nats.start();
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const final = await waitFor(async () => {
        const count = await appliedCount();
        return count.n >= total ? count : undefined;
      }, 60_000, 200);
      expect(final).toEqual({ n: total, distinct_n: total });
      const unpublished = await db.$queryRawUnsafe<{ n: number }[]>('SELECT count(*)::int AS n FROM outbox_events WHERE published_at IS NULL');
      expect(unpublished).toEqual([{ n: 0 }]);
    } finally {
      await relay.stop();
      await consumer.stop();
    }
  }, 90_000);
});
