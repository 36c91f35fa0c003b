import { DEAD_LETTERS_STREAM, EVENTS_STREAM } from '@ricambiamo/contracts';
import type { PrivateNatsServer } from '@ricambiamo/testing';
import { startNatsServer, waitFor } from '@ricambiamo/testing';
import type { NatsConnection } from 'nats';
import { DiscardPolicy, nanos, RetentionPolicy, StorageType } from 'nats';
import { connectNats, ensureDeadLetterStream, ensureEventsConsumer, ensureEventsStream } from '../../src';

jest.setTimeout(30_000);

let nats: PrivateNatsServer;
let nc: NatsConnection;

beforeEach(async () => {
  nats = await startNatsServer();
  nc = await connectNats(nats.url, 'events-stream-test');
});

afterEach(async () => {
  await nc.close();
  await nats.dispose();
});

const configOf = async (stream: string) => (await (await nc.jetstreamManager()).streams.info(stream)).config;

describe('the events stream', () => {
  it('is created with an age and a size limit, and a full stream refuses new events rather than dropping unread ones', async () => {
    await ensureEventsStream(nc, { maxAgeMs: 3_600_000 });
    const config = await configOf(EVENTS_STREAM.name);
    expect(config.max_age).toBe(nanos(3_600_000));
    expect(config.max_bytes).toBeGreaterThan(0);
    expect(config.discard).toBe(DiscardPolicy.New);
    expect(config.duplicate_window).toBeLessThanOrEqual(config.max_age);
  });

  it('brings a stream created without limits to them, keeping its events', async () => {
    const jsm = await nc.jetstreamManager();
    await jsm.streams.add({
      name: EVENTS_STREAM.name,
      subjects: [...EVENTS_STREAM.subjects],
      storage: StorageType.File,
      retention: RetentionPolicy.Limits,
      duplicate_window: nanos(600_000),
    });
    await nc.jetstream().publish('evt.test.order.created', '{}', { msgID: 'prima' });

    await ensureEventsStream(nc, { maxAgeMs: 3_600_000 });
    const { config, state } = await jsm.streams.info(EVENTS_STREAM.name);
    expect([config.max_age, config.discard]).toEqual([nanos(3_600_000), DiscardPolicy.New]);
    expect(config.max_bytes).toBeGreaterThan(0);
    expect(state.messages).toBe(1);
  });

  it('forgets an event once it is older than the age limit', async () => {
    await ensureEventsStream(nc, { maxAgeMs: 1000 });
    expect((await configOf(EVENTS_STREAM.name)).duplicate_window).toBeLessThanOrEqual(nanos(1000));
    await nc.jetstream().publish('evt.test.order.created', '{}');
    const jsm = await nc.jetstreamManager();
    expect((await jsm.streams.info(EVENTS_STREAM.name)).state.messages).toBe(1);
    await waitFor(async () => ((await jsm.streams.info(EVENTS_STREAM.name)).state.messages === 0 ? true : undefined), 5000);
  });
});

describe('the dead letters stream', () => {
  it('is a stream of its own with limits, out of reach of every event consumer', async () => {
    await ensureDeadLetterStream(nc, 1);
    const config = await configOf(DEAD_LETTERS_STREAM.name);
    expect(config.subjects).toEqual(['dlq.>']);
    expect(config.max_age).toBeGreaterThan(0);
    expect(config.max_bytes).toBeGreaterThan(0);
  });
});

describe('a durable consumer of the events stream', () => {
  it('whose events changed is made anew from the oldest event, so none published meanwhile is skipped', async () => {
    await ensureEventsStream(nc);
    const impostazioni = { ack_wait: nanos(30_000), max_deliver: 5 };
    const letti = async (consumer: Awaited<ReturnType<typeof ensureEventsConsumer>>, quanti: number) => {
      const soggetti = [];
      for (let i = 0; i < quanti; i++) {
        const messaggio = await consumer.next({ expires: 3000 });
        if (!messaggio) break;
        messaggio.ack();
        soggetti.push(messaggio.subject);
      }
      return soggetti;
    };
    const prima = await ensureEventsConsumer(nc, 'prova-venditori', { ...impostazioni, filter_subject: 'evt.prova.seller.suspended' });
    await nc.jetstream().publish('evt.prova.seller.suspended', '{}');
    expect(await letti(prima, 1)).toEqual(['evt.prova.seller.suspended']);

    // A new version listens to one more event; events of both kinds arrived while it was being deployed.
    await nc.jetstream().publish('evt.prova.seller.reinstated', '{}');
    await nc.jetstream().publish('evt.prova.seller.suspended', '{}');
    const dopo = await ensureEventsConsumer(nc, 'prova-venditori', { ...impostazioni, filter_subject: 'evt.prova.seller.>' });
    // From the oldest: the first suspension again (processed_events skips it in a real consumer), then the two new ones.
    expect(await letti(dopo, 3)).toEqual(['evt.prova.seller.suspended', 'evt.prova.seller.reinstated', 'evt.prova.seller.suspended']);
    const { config } = await (await nc.jetstreamManager()).consumers.info(EVENTS_STREAM.name, 'prova-venditori');
    expect(config.filter_subject).toBe('evt.prova.seller.>');
  });
});
