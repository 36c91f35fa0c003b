import type { EventEnvelope } from '@ricambiamo/contracts';
import { DEAD_LETTERS_STREAM, deadLetterSubject, EVENTS_STREAM } from '@ricambiamo/contracts';
import type { PrivateNatsServer } from '@ricambiamo/testing';
import { startNatsServer, waitFor } from '@ricambiamo/testing';
import type { NatsConnection, StoredMsg } from 'nats';
import { AckPolicy, DeliverPolicy, nanos } from 'nats';
import { Registry } from 'prom-client';
import type { SqlExecutor } from '../../src';
import {
  connectNats,
  consumerPendingGauge,
  enqueueEvent,
  ensureEventsStream,
  EventConsumer,
  listDeadLetters,
  OutboxRelay,
  replayDeadLetter,
} from '../../src';
import { PgSql } from '../fixtures/pg-sql';
import { eseguiFixture } from '../fixtures/processo';
import { ORDINE_CREATO } from '../fixtures/test-events';

const DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/ricambiamo_messaging_test_dead_letters';

jest.setTimeout(30_000);

let nats: PrivateNatsServer;
let db: PgSql;
let nc: NatsConnection;

beforeEach(async () => {
  db = await PgSql.nuovo(DATABASE_URL);
  nats = await startNatsServer();
  nc = await connectNats(nats.url, 'dead-letters-test');
  await ensureEventsStream(nc);
});

afterEach(async () => {
  await nc.close();
  await db.end();
  await nats.dispose();
});

/** The newest dead letter of `durable` for `subject`; undefined while there is none (or no dead-letter stream yet). */
async function deadLetter(durable: string, subject: string): Promise<StoredMsg | undefined> {
  const jsm = await nc.jetstreamManager();
  try {
    return await jsm.streams.getMessage(DEAD_LETTERS_STREAM.name, { last_by_subj: deadLetterSubject(durable, subject) });
  } catch {
    return undefined;
  }
}

const applied = async () => (await db.$queryRawUnsafe<{ n: number }[]>('SELECT count(*)::int AS n FROM applied'))[0].n;

const deadLettered = async (registry: Registry) =>
  (await registry.getSingleMetric('events_dead_lettered_total')?.get())?.values ?? [];

async function publishThroughOutbox(payloads: { n: number }[]): Promise<EventEnvelope[]> {
  const events = await db.$transaction(async (tx) => {
    const enqueued: EventEnvelope[] = [];
    for (const payload of payloads) enqueued.push(await enqueueEvent(tx, ORDINE_CREATO, payload));
    return enqueued;
  });
  await new OutboxRelay(db, nc).publishPending();
  return events;
}

describe('a poison event', () => {
  it('is tried as many times as the schedule allows, with growing pauses, then dead-lettered while the next event goes through', async () => {
    const retryDelaysMs = [100, 200, 400, 800];
    const registry = new Registry();
    const attempts: number[] = [];
    const consumer = new EventConsumer(db, nc, {
      durable: 'test-poison',
      events: [ORDINE_CREATO],
      retryDelaysMs,
      metrics: registry,
      handle: async (event, tx: SqlExecutor) => {
        if (event.payload.n === 666) {
          attempts.push(Date.now());
          throw new Error('il gestore non sa trattare questo evento');
        }
        await tx.$executeRawUnsafe('INSERT INTO applied (event_id) VALUES ($1::uuid)', event.id);
      },
    });
    await consumer.start();
    try {
      const [poison] = await publishThroughOutbox([{ n: 666 }, { n: 1 }]);
      await waitFor(async () => ((await applied()) === 1 ? true : undefined));

      const letter = await waitFor(() => deadLetter('test-poison', ORDINE_CREATO.subject), 5000);
      // Long enough for a sixth delivery to show up if the consumer still retried.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(attempts).toHaveLength(retryDelaysMs.length + 1);
      const pauses = attempts.slice(1).map((at, i) => at - attempts[i]);
      pauses.forEach((pause, i) => expect(pause).toBeGreaterThanOrEqual(retryDelaysMs[i] - 20));
      expect(pauses[3]).toBeGreaterThan(pauses[0]);

      expect(letter.json<EventEnvelope>()).toEqual(poison);
      expect(letter.header.get('Ricambiamo-Consumer')).toBe('test-poison');
      expect(letter.header.get('Ricambiamo-Deliveries')).toBe('5');
      expect(letter.header.get('Ricambiamo-Error')).toBe('il gestore non sa trattare questo evento');
      expect(await deadLettered(registry)).toEqual([
        expect.objectContaining({ value: 1, labels: { consumer: 'test-poison', subject: ORDINE_CREATO.subject } }),
      ]);
      // Each delivery after the first is a redelivery: the four retries.
      expect((await registry.getSingleMetric('events_redelivered_total')?.get())?.values).toEqual([
        expect.objectContaining({ value: retryDelaysMs.length, labels: { consumer: 'test-poison', subject: ORDINE_CREATO.subject } }),
      ]);
      const info = await (await nc.jetstreamManager()).consumers.info(EVENTS_STREAM.name, 'test-poison');
      expect([info.num_ack_pending, info.num_pending]).toEqual([0, 0]);
      consumerPendingGauge(registry, nc, () => ['test-poison']);
      const inAttesa = async () => (await registry.getSingleMetric('events_consumer_pending')!.get()).values;
      expect(await inAttesa()).toEqual([expect.objectContaining({ value: 0, labels: { consumer: 'test-poison' } })]);
      // Stopped, the durable keeps what arrives for it.
      await consumer.stop();
      await publishThroughOutbox([{ n: 2 }]);
      expect(await inAttesa()).toEqual([expect.objectContaining({ value: 1, labels: { consumer: 'test-poison' } })]);
    } finally {
      await consumer.stop();
    }
  });

  it('that kills the process on its last attempt is dead-lettered by the next replica without running it again', async () => {
    await publishThroughOutbox([{ n: 666 }]);
    const { signal } = await eseguiFixture('consume-then-crash.ts', [DATABASE_URL, nats.url]);
    expect(signal).toBe('SIGKILL');

    const handled: string[] = [];
    const registry = new Registry();
    const replica = new EventConsumer(db, nc, {
      durable: 'test-crash',
      events: [ORDINE_CREATO],
      retryDelaysMs: [],
      ackWaitMs: 300,
      metrics: registry,
      handle: (event) => Promise.resolve(void handled.push(event.id)),
    });
    await replica.start();
    try {
      const letter = await waitFor(() => deadLetter('test-crash', ORDINE_CREATO.subject), 5000);
      expect(letter.header.get('Ricambiamo-Error')).toMatch(/never answered/);
      expect(handled).toEqual([]);
      // The letter is visible in its stream a moment before the consumer, back from storing it, counts it.
      const counted = await waitFor(async () => {
        const values = await deadLettered(registry);
        return values.length > 0 ? values : undefined;
      });
      expect(counted).toEqual([expect.objectContaining({ value: 1 })]);
    } finally {
      await replica.stop();
    }
  });
});

describe('a dead letter replayed once its cause is fixed', () => {
  it('is applied by the consumer that gave it up, once, and leaves DEAD_LETTERS', async () => {
    let rotto = true;
    const consumer = new EventConsumer(db, nc, {
      durable: 'test-replay',
      events: [ORDINE_CREATO],
      retryDelaysMs: [],
      handle: async (event, tx: SqlExecutor) => {
        if (rotto) throw new Error('una riga che manca');
        await tx.$executeRawUnsafe('INSERT INTO applied (event_id) VALUES ($1::uuid)', event.id);
      },
    });
    await consumer.start();
    try {
      const [evento] = await publishThroughOutbox([{ n: 7 }]);
      await waitFor(() => deadLetter('test-replay', ORDINE_CREATO.subject), 5000);
      const [letter, ...altre] = await listDeadLetters(nc);
      expect(altre).toEqual([]);
      expect(letter).toMatchObject({ consumer: 'test-replay', subject: ORDINE_CREATO.subject, deliveries: 1, error: 'una riga che manca' });
      expect(JSON.parse(Buffer.from(letter.data).toString('utf8'))).toEqual(evento);

      rotto = false;
      await replayDeadLetter(nc, letter.sequence);
      await waitFor(async () => ((await applied()) === 1 ? true : undefined), 5000);
      expect(await listDeadLetters(nc)).toEqual([]);
      await expect(replayDeadLetter(nc, letter.sequence)).rejects.toThrow(`DEAD_LETTERS has no message ${letter.sequence}`);
      // Long enough for a second application to show up, had the replay been delivered twice.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await applied()).toBe(1);
    } finally {
      await consumer.stop();
    }
  });
});

describe('a message that is not an event envelope', () => {
  it('is dead-lettered at once, as it is, without reaching the handler', async () => {
    const handled: string[] = [];
    const consumer = new EventConsumer(db, nc, {
      durable: 'test-malformed',
      events: [ORDINE_CREATO],
      handle: (event) => Promise.resolve(void handled.push(event.id)),
    });
    await consumer.start();
    try {
      await nc.jetstream().publish(ORDINE_CREATO.subject, 'non è json');
      const letter = await waitFor(() => deadLetter('test-malformed', ORDINE_CREATO.subject), 5000);
      expect(letter.string()).toBe('non è json');
      expect(letter.header.get('Ricambiamo-Deliveries')).toBe('1');
      expect(handled).toEqual([]);
    } finally {
      await consumer.stop();
    }
  });
});

describe('a consumer created before delivery limits', () => {
  it('gets the limit and the ack wait when it starts', async () => {
    const jsm = await nc.jetstreamManager();
    await jsm.consumers.add(EVENTS_STREAM.name, {
      durable_name: 'test-old',
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subject: ORDINE_CREATO.subject,
      ack_wait: nanos(30_000),
    });
    const consumer = new EventConsumer(db, nc, {
      durable: 'test-old',
      events: [ORDINE_CREATO],
      retryDelaysMs: [100, 200],
      ackWaitMs: 10_000,
      handle: () => Promise.resolve(),
    });
    await consumer.start();
    try {
      const { config } = await jsm.consumers.info(EVENTS_STREAM.name, 'test-old');
      // The handler's three attempts, plus the one that dead-letters an attempt that never answered.
      expect(config.max_deliver).toBe(4);
      expect(config.ack_wait).toBe(nanos(10_000));
    } finally {
      await consumer.stop();
    }
  });
});
