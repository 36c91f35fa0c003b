import type { Consumer, ConsumerConfig, NatsConnection, StreamConfig } from 'nats';
import { AckPolicy, DeliverPolicy, DiscardPolicy, nanos, RetentionPolicy, StorageType } from 'nats';
import { DEAD_LETTERS_STREAM, EVENTS_STREAM } from '@ricambiamo/contracts';

const DAY_MS = 24 * 60 * 60_000;
const MIB = 1024 * 1024;

/** How long JetStream remembers a Nats-Msg-Id; a relay retrying after a crash republishes well within it. */
const DUPLICATE_WINDOW_MS = 10 * 60_000;
/** A week: a consumer can be down that long and still find every event it missed when it comes back. */
const EVENTS_MAX_AGE_MS = 7 * DAY_MS;
/** Both streams fit many times in the 5 Gi volume of each NATS node (infra/k8s/nats.yaml). */
const EVENTS_MAX_BYTES = 2048 * MIB;
/** Long enough for an operator to notice the alert, fix the cause and replay; the error log keeps them too. */
const DEAD_LETTERS_MAX_AGE_MS = 30 * DAY_MS;
const DEAD_LETTERS_MAX_BYTES = 512 * MIB;

export interface EventsStreamOptions {
  /**
   * EVENTS_REPLICAS: 1 on a single local server, 3 on the Kubernetes cluster so losing a NATS pod loses no event.
   * A stream created before the cluster grew is scaled to it.
   */
  replicas?: number;
  /** EVENTS_MAX_AGE_DAYS: how long the stream keeps an event; the event tables are pruned on the same age. */
  maxAgeMs?: number;
}

/** How long the events stream keeps an event, and so how long an event can be redelivered. */
export const eventsMaxAgeMs = (options: EventsStreamOptions): number => options.maxAgeMs ?? EVENTS_MAX_AGE_MS;

type Limits = Required<Pick<StreamConfig, 'num_replicas' | 'max_age' | 'max_bytes' | 'discard' | 'duplicate_window'>>;

/** Creates the stream with its limits, or brings an existing one to them: every start applies the configuration. */
async function ensureStream(nc: NatsConnection, stream: { name: string; subjects: readonly string[] }, limits: Limits): Promise<void> {
  const jsm = await nc.jetstreamManager();
  let existing;
  try {
    existing = await jsm.streams.info(stream.name);
  } catch {
    await jsm.streams.add({
      name: stream.name,
      subjects: [...stream.subjects],
      storage: StorageType.File,
      retention: RetentionPolicy.Limits,
      ...limits,
    });
    return;
  }
  const config: Partial<StreamConfig> = existing.config;
  if (Object.entries(limits).some(([key, value]) => config[key as keyof Limits] !== value)) {
    await jsm.streams.update(stream.name, { ...existing.config, ...limits });
  }
}

/**
 * Creates the shared events stream if missing, or brings it to the configured replicas and limits; every producer and
 * consumer calls it, so start order does not matter. A full stream refuses new events rather than dropping old ones a
 * consumer may not have read: the refused events wait in their producers' outboxes.
 */
export async function ensureEventsStream(nc: NatsConnection, options: EventsStreamOptions = {}): Promise<void> {
  const maxAgeMs = eventsMaxAgeMs(options);
  await ensureStream(nc, EVENTS_STREAM, {
    num_replicas: options.replicas ?? 1,
    max_age: nanos(maxAgeMs),
    max_bytes: EVENTS_MAX_BYTES,
    discard: DiscardPolicy.New,
    // JetStream refuses a window longer than the age limit.
    duplicate_window: nanos(Math.min(DUPLICATE_WINDOW_MS, maxAgeMs)),
  });
}

/** The stream of the events consumers gave up on, with as many replicas as the events stream. */
export async function ensureDeadLetterStream(nc: NatsConnection, replicas = 1): Promise<void> {
  await ensureStream(nc, DEAD_LETTERS_STREAM, {
    num_replicas: replicas,
    max_age: nanos(DEAD_LETTERS_MAX_AGE_MS),
    max_bytes: DEAD_LETTERS_MAX_BYTES,
    // The oldest dead letters matter least: they were logged, alerted on and had a month to be replayed.
    discard: DiscardPolicy.Old,
    duplicate_window: nanos(DUPLICATE_WINDOW_MS),
  });
}

/** What a durable consumer of the events stream sets on every start. */
export type EventsConsumerSettings = Required<Pick<ConsumerConfig, 'filter_subject' | 'ack_wait' | 'max_deliver'>>;

/**
 * The durable pull consumer of the events stream, created (reading from the oldest event the stream keeps) or brought
 * to `settings` when an earlier version created it. Fails while the stream does not exist.
 *
 * A durable whose events changed is created anew under its name, reading from the oldest event again: nats-server 2.9
 * takes a new filter in an update, then moves the consumer past the events in between and delivers nothing more. The
 * events it already applied are in its processed_events, kept as long as the stream keeps them, so a replay applies
 * nothing twice (docs/conventions.md#contracts-and-messaging).
 */
export async function ensureEventsConsumer(nc: NatsConnection, durable: string, settings: EventsConsumerSettings): Promise<Consumer> {
  const jsm = await nc.jetstreamManager();
  const existing = await jsm.consumers.info(EVENTS_STREAM.name, durable).catch(() => null);
  if (existing?.config.filter_subject === settings.filter_subject) {
    await jsm.consumers.update(EVENTS_STREAM.name, durable, settings);
  } else {
    // Another replica may have deleted it first: gone is what is wanted.
    if (existing) await jsm.consumers.delete(EVENTS_STREAM.name, durable).catch(() => false);
    await jsm.consumers.add(EVENTS_STREAM.name, {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ...settings,
    });
  }
  return nc.jetstream().consumers.get(EVENTS_STREAM.name, durable);
}

/**
 * Moves a durable back to the events from `dal` on: created anew under its name, with its settings, reading from that
 * moment. For a service whose database was restored from a backup taken then: its processed_events is the backup's, so
 * it applies once more what it had applied since, and skips what it had applied before
 * (docs/operations.md#restoring-one-services-database). The service's replicas must be stopped meanwhile: the consumer
 * is deleted under whoever reads it.
 */
export async function riavvolgiConsumer(nc: NatsConnection, durable: string, dal: Date): Promise<void> {
  const jsm = await nc.jetstreamManager();
  const { config } = await jsm.consumers.info(EVENTS_STREAM.name, durable);
  await jsm.consumers.delete(EVENTS_STREAM.name, durable);
  await jsm.consumers.add(EVENTS_STREAM.name, {
    durable_name: durable,
    ack_policy: config.ack_policy,
    filter_subject: config.filter_subject,
    ack_wait: config.ack_wait,
    max_deliver: config.max_deliver,
    deliver_policy: DeliverPolicy.StartTime,
    opt_start_time: dal.toISOString(),
  });
}
