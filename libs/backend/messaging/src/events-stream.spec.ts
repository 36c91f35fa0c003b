import type { NatsConnection, StreamConfig } from 'nats';
import { EVENTS_STREAM } from '@ricambiamo/contracts';
import { ensureEventsStream } from './events-stream';

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
  it('creates the events stream with one replica by default, as a single local server needs', async () => {
    const { nc, added } = fakeNats();
    await ensureEventsStream(nc);
    expect(added).toEqual([expect.objectContaining({ name: EVENTS_STREAM.name, num_replicas: 1 })]);
  });

  it('creates it with the replicas configured for a cluster', async () => {
    const { nc, added } = fakeNats();
    await ensureEventsStream(nc, 3);
    expect(added).toEqual([expect.objectContaining({ num_replicas: 3 })]);
  });

  it('scales a stream created with other replicas, and leaves a matching one alone', async () => {
    const grown = fakeNats({ name: EVENTS_STREAM.name, num_replicas: 1 });
    await ensureEventsStream(grown.nc, 3);
    expect(grown.updated).toEqual([expect.objectContaining({ name: EVENTS_STREAM.name, num_replicas: 3 })]);
    const same = fakeNats({ name: EVENTS_STREAM.name, num_replicas: 3 });
    await ensureEventsStream(same.nc, 3);
    expect([same.added, same.updated]).toEqual([[], []]);
  });
});
