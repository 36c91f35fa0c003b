import type { NatsConnection, StreamConfig } from 'nats';
import { DiscardPolicy, nanos } from 'nats';
import { EVENTS_STREAM } from '@ricambiamo/contracts';
import { ensureEventsStream } from './events-stream';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** A JetStream manager that records what ensureEventsStream asks of it; `existing` is the stream already there. */
function fakeNats(existing?: Partial<StreamConfig>) {
  const added: Partial<StreamConfig>[] = [];
  const updated: Partial<StreamConfig>[] = [];
  const streams = {
    info: () => (existing ? Promise.resolve({ config: existing }) : Promise.reject(new Error('stream not found'))),
    add: (config: Partial<StreamConfig>) => Promise.resolve(void added.push(config)),
    update: (_name: string, config: Partial<StreamConfig>) => Promise.resolve(void updated.push(config)),
  };
  const nc = { jetstreamManager: () => Promise.resolve({ streams }) } as unknown as NatsConnection;
  return { nc, added, updated };
}

describe('ensureEventsStream', () => {
  it('creates the events stream with one replica and a week of events by default, as a single local server needs', async () => {
    const { nc, added } = fakeNats();
    await ensureEventsStream(nc);
    expect(added).toEqual([
      expect.objectContaining({ name: EVENTS_STREAM.name, num_replicas: 1, max_age: nanos(WEEK_MS), discard: DiscardPolicy.New }),
    ]);
  });

  it('creates it with the replicas and the age configured', async () => {
    const { nc, added } = fakeNats();
    await ensureEventsStream(nc, { replicas: 3, maxAgeMs: 2 * WEEK_MS });
    expect(added).toEqual([expect.objectContaining({ num_replicas: 3, max_age: nanos(2 * WEEK_MS) })]);
  });

  it('brings a stream created with other replicas or limits to the configuration, and leaves a matching one alone', async () => {
    const created = fakeNats();
    await ensureEventsStream(created.nc, { replicas: 3 });
    const [current] = created.added;

    const grown = fakeNats({ ...current, num_replicas: 1 });
    await ensureEventsStream(grown.nc, { replicas: 3 });
    expect(grown.updated).toEqual([expect.objectContaining({ name: EVENTS_STREAM.name, num_replicas: 3 })]);
    const unlimited = fakeNats({ ...current, max_age: 0, max_bytes: -1 });
    await ensureEventsStream(unlimited.nc, { replicas: 3 });
    expect(unlimited.updated).toEqual([expect.objectContaining({ max_age: current.max_age, max_bytes: current.max_bytes })]);
    const same = fakeNats(current);
    await ensureEventsStream(same.nc, { replicas: 3 });
    expect([same.added, same.updated]).toEqual([[], []]);
  });
});
