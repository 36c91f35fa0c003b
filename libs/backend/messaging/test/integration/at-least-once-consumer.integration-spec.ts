import { randomUUID } from 'node:crypto';
import { createServer, type Socket } from 'node:net';
import type { EventContract, EventEnvelope, PayloadIn } from '@ricambiamo/contracts';
import type { PrivateNatsServer } from '@ricambiamo/testing';
import { freePort, startNatsServer, waitFor } from '@ricambiamo/testing';
import type { NatsConnection } from 'nats';
import type { ReceivedEvent } from '../../src';
import { AtLeastOnceConsumer, connectNats, ensureEventsStream } from '../../src';
import { ORDINE_ANNULLATO, ORDINE_CREATO } from '../fixtures/test-events';

jest.setTimeout(30_000);

let nats: PrivateNatsServer;
let nc: NatsConnection;
const consumers: AtLeastOnceConsumer<typeof ORDINE_CREATO>[] = [];

beforeEach(async () => {
  nats = await startNatsServer();
  nc = await connectNats(nats.url, 'at-least-once-test');
});

afterEach(async () => {
  await Promise.all(consumers.splice(0).map((consumer) => consumer.stop()));
  await nc.close();
  await nats.dispose();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Publishes an event as an outbox relay would. */
async function publish<E extends EventContract>(contract: E, payload: PayloadIn<E>): Promise<string> {
  const event: EventEnvelope = { id: randomUUID(), subject: contract.subject, occurredAt: new Date().toISOString(), payload };
  await nc.jetstream().publish(contract.subject, JSON.stringify(event), { msgID: event.id });
  return event.id;
}

/** A started consumer of ORDINE_CREATO on the test's connection, stopped after the test. */
function consumer(handle: (event: ReceivedEvent<typeof ORDINE_CREATO>) => Promise<void>, durable = 'test-at-least-once') {
  const started = new AtLeastOnceConsumer(() => Promise.resolve(nc), { durable, events: [ORDINE_CREATO], handle, retryMs: 100 });
  started.start();
  consumers.push(started);
  return started;
}

describe('an at-least-once consumer', () => {
  it('waits for the stream a producer creates, then applies every event, each on one of the replicas sharing its durable', async () => {
    const applied: { replica: number; n: number }[] = [];
    for (const replica of [1, 2]) {
      consumer((event) => {
        applied.push({ replica, n: event.payload.n! });
        return Promise.resolve();
      });
    }
    // The consumers found no stream: they keep trying, and start reading once it is there.
    await sleep(300);
    await ensureEventsStream(nc);
    for (let n = 1; n <= 20; n++) await publish(ORDINE_CREATO, { n });
    await publish(ORDINE_ANNULLATO, { n: 99 });

    await waitFor(() => Promise.resolve(applied.length >= 20 || undefined));
    await sleep(300);
    expect(applied.map(({ n }) => n).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('offers an event again until its effect succeeds, and not once it has', async () => {
    await ensureEventsStream(nc);
    const attempts: number[] = [];
    consumer((event) => {
      attempts.push(event.payload.n!);
      return attempts.length < 3 ? Promise.reject(new Error('Redis non risponde')) : Promise.resolve();
    });

    await publish(ORDINE_CREATO, { n: 7 });

    await waitFor(() => Promise.resolve(attempts.length >= 3 || undefined));
    await sleep(500);
    expect(attempts).toEqual([7, 7, 7]);
  });

  it('lets stop() finish the effect in hand and acknowledge it, and the next consumer goes on from there', async () => {
    await ensureEventsStream(nc);
    let release: (() => void) | undefined;
    const applied: number[] = [];
    const first = consumer(async (event) => {
      await new Promise<void>((resolve) => (release = resolve));
      applied.push(event.payload.n!);
    });
    await publish(ORDINE_CREATO, { n: 1 });
    await waitFor(() => Promise.resolve(release));

    const stopping = first.stop();
    release!();
    await stopping;
    expect(applied).toEqual([1]);

    const next: number[] = [];
    consumer((event) => {
      next.push(event.payload.n!);
      return Promise.resolve();
    });
    await publish(ORDINE_CREATO, { n: 2 });
    await waitFor(() => Promise.resolve(next.length > 0 || undefined));
    await sleep(300);
    expect(next).toEqual([2]);
  });

  it('stops at once while NATS takes the connection but never answers', async () => {
    const held: Socket[] = [];
    const silent = createServer((socket) => void held.push(socket));
    const port = await freePort();
    await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));
    const connecting = connectNats(`nats://127.0.0.1:${port}`, 'silent-test');
    const stuck = new AtLeastOnceConsumer(() => connecting, { durable: 'test-silent', events: [ORDINE_CREATO], handle: () => Promise.resolve() });
    try {
      stuck.start();
      await waitFor(() => Promise.resolve(held.length > 0 || undefined));
      const from = Date.now();
      await stuck.stop();
      expect(Date.now() - from).toBeLessThan(100);
    } finally {
      for (const socket of held) socket.destroy();
      silent.close();
      await connecting.catch(() => undefined);
    }
  });
});
