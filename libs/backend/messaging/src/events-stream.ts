import type { NatsConnection } from 'nats';
import { nanos, RetentionPolicy, StorageType } from 'nats';
import { EVENTS_STREAM } from '@ricambiamo/contracts';

/** How long JetStream remembers a Nats-Msg-Id; a relay retrying after a crash republishes well within it. */
const DUPLICATE_WINDOW_MS = 10 * 60_000;

/**
 * Creates the shared events stream if missing; every producer and consumer calls it, so start order does not matter.
 * `replicas` is EVENTS_REPLICAS: 1 on a single local server, 3 on the Kubernetes cluster so losing a NATS pod loses no
 * event. A stream created before the cluster grew is scaled to it.
 */
export async function ensureEventsStream(nc: NatsConnection, replicas = 1): Promise<void> {
  const jsm = await nc.jetstreamManager();
  const config = {
    name: EVENTS_STREAM.name,
    subjects: [...EVENTS_STREAM.subjects],
    storage: StorageType.File,
    retention: RetentionPolicy.Limits,
    duplicate_window: nanos(DUPLICATE_WINDOW_MS),
    num_replicas: replicas,
  };
  let existing;
  try {
    existing = await jsm.streams.info(EVENTS_STREAM.name);
  } catch {
    await jsm.streams.add(config);
    return;
  }
  if (existing.config.num_replicas !== replicas) {
    await jsm.streams.update(EVENTS_STREAM.name, { ...existing.config, num_replicas: replicas });
  }
}
