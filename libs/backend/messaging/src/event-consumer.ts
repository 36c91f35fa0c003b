import { Logger } from '@nestjs/common';
import type { ConsumerMessages, JsMsg, NatsConnection } from 'nats';
import { nanos } from 'nats';
import type { Counter, Registry } from 'prom-client';
import type { EventContract, EventEnvelope, PayloadOf } from '@ricambiamo/contracts';
import { tracingActive } from '@ricambiamo/tracing';
import { sendToDeadLetters } from './dead-letters';
import { deadLetterCounter, redeliveryCounter } from './event-metrics';
import type { EventsStreamOptions } from './events-stream';
import type { Hint } from './live-hints';
import { LiveHints } from './live-hints';
import { ensureDeadLetterStream, ensureEventsConsumer, ensureEventsStream } from './events-stream';
import type { SqlExecutor, TransactionRunner } from './sql-client';
import { consuming, spanFailed } from './tracing';

/**
 * About 36 minutes from the first attempt to the dead letters: an outage of the database shorter than that delays
 * events but dead-letters none.
 */
const RETRY_DELAYS_MS = [10_000, 60_000, 5 * 60_000, 30 * 60_000];
const ACK_WAIT_MS = 30_000;

/** An event as a consumer receives it: one of the contracts it listens to, payload parsed with the producer's schema. */
export type ReceivedEvent<E extends EventContract> = E extends EventContract
  ? { id: string; subject: E['subject']; occurredAt: string; payload: PayloadOf<E> }
  : never;

export interface EventConsumerOptions<TTx extends SqlExecutor, E extends EventContract> {
  /** Durable consumer name, also the key in processed_events: `<service>-<purpose>`, stable across deploys. */
  durable: string;
  /** The events this consumer applies; any other subject under the same filter is acknowledged and skipped. */
  events: readonly E[];
  /**
   * Applies the event's effect inside the transaction that records it as processed; the hints it asks for go out
   * after that transaction commits.
   */
  handle: (event: ReceivedEvent<E>, tx: TTx, hint: Hint) => Promise<void>;
  /** The pause before each retry of a failed attempt; after the last retry fails, the event is dead-lettered. */
  retryDelaysMs?: readonly number[];
  /** How long a delivery may go unanswered (its replica died or hangs) before JetStream offers it again. */
  ackWaitMs?: number;
  /** The service's registry, where dead letters are counted. */
  metrics?: Registry;
  /** For creating the streams when this consumer is first to need them. */
  stream?: EventsStreamOptions;
}

/**
 * The one subject filter covering every event: the nats-server shipped by Debian 12 (2.9) filters a consumer on a
 * single subject only, so several events share their longest common prefix with a `>` wildcard.
 */
export function filterSubject(subjects: readonly string[]): string {
  if (subjects.length === 0) throw new Error('an event consumer needs at least one event');
  if (new Set(subjects).size === 1) return subjects[0];
  const tokens = subjects.map((subject) => subject.split('.'));
  const common: string[] = [];
  for (let i = 0; tokens.every((t) => i < t.length - 1 && t[i] === tokens[0][i]); i++) common.push(tokens[0][i]);
  return [...common, '>'].join('.');
}

/**
 * A durable JetStream consumer with exactly-once effects: the event id goes into processed_events in the same
 * transaction as the effect, and the message is acked only after commit. A redelivery (crash before ack,
 * a second replica, a republish) finds the id already there and is acked without touching anything.
 *
 * An event that keeps failing is not retried forever: after its last attempt it goes to the dead letters (logged,
 * counted, kept in DEAD_LETTERS for a replay) and the consumer moves on. JetStream's max_deliver is one more than the
 * attempts, so that an attempt which never answered (the process died on it, or outlasted the ack wait) is still
 * followed by a delivery, which dead-letters it without running the handler again. The pauses are explicit naks
 * rather than the consumer's `backoff`: on nats-server 2.9 that replaces ack_wait with its first step, so a slow
 * handler would be redelivered while still at work, and a nak without a delay ignores it.
 */
export class EventConsumer<TTx extends SqlExecutor, E extends EventContract = EventContract> {
  private readonly logger: Logger;
  private readonly contracts: ReadonlyMap<string, E>;
  private readonly retryDelaysMs: readonly number[];
  private readonly deadLettered: Counter<'consumer' | 'subject'> | null;
  private readonly redelivered: Counter<'consumer' | 'subject'> | null;
  private messages: ConsumerMessages | null = null;
  private loop: Promise<void> | null = null;

  constructor(
    private readonly db: TransactionRunner<TTx>,
    private readonly nc: NatsConnection,
    private readonly options: EventConsumerOptions<TTx, E>,
  ) {
    this.logger = new Logger(`EventConsumer:${options.durable}`);
    this.contracts = new Map(options.events.map((contract) => [contract.subject, contract]));
    this.retryDelaysMs = options.retryDelaysMs ?? RETRY_DELAYS_MS;
    this.deadLettered = options.metrics ? deadLetterCounter(options.metrics) : null;
    this.redelivered = options.metrics ? redeliveryCounter(options.metrics) : null;
  }

  get durable(): string {
    return this.options.durable;
  }

  /** Deliveries of one event that run the handler. */
  private get attempts(): number {
    return this.retryDelaysMs.length + 1;
  }

  async start(): Promise<void> {
    const stream = this.options.stream ?? {};
    await ensureEventsStream(this.nc, stream);
    await ensureDeadLetterStream(this.nc, stream.replicas);
    const consumer = await ensureEventsConsumer(this.nc, this.options.durable, {
      filter_subject: filterSubject([...this.contracts.keys()]),
      ack_wait: nanos(this.options.ackWaitMs ?? ACK_WAIT_MS),
      max_deliver: this.attempts + 1,
    });
    this.messages = await consumer.consume({ max_messages: 100 });
    this.loop = this.run(this.messages);
  }

  async stop(): Promise<void> {
    await this.messages?.close();
    await this.loop;
    this.messages = null;
    this.loop = null;
  }

  /**
   * Applies one event; returns false when it had already been applied or is not one this consumer listens to.
   * A payload its contract rejects throws, so the event is retried rather than recorded half-understood.
   * Exposed for tests and replays.
   */
  async apply(event: EventEnvelope): Promise<boolean> {
    const contract = this.contracts.get(event.subject);
    if (!contract) return false;
    const received = { ...event, payload: contract.payload.parse(event.payload) } as ReceivedEvent<E>;
    const hints = new LiveHints();
    const applied = await this.db.$transaction(async (tx) => {
      const inserted = await tx.$executeRawUnsafe(
        'INSERT INTO processed_events (consumer, event_id) VALUES ($1, $2::uuid) ON CONFLICT DO NOTHING',
        this.options.durable,
        event.id,
      );
      if (inserted === 0) return false;
      await this.options.handle(received, tx, hints.hint);
      return true;
    });
    if (applied) hints.publish(this.nc);
    return applied;
  }

  private async run(messages: ConsumerMessages): Promise<void> {
    for await (const msg of messages) {
      await this.process(msg);
    }
  }

  private process(msg: JsMsg): Promise<void> {
    return tracingActive() ? consuming(msg, this.options.durable, () => this.deliver(msg)) : this.deliver(msg);
  }

  private async deliver(msg: JsMsg): Promise<void> {
    const delivery = msg.info.redeliveryCount;
    if (delivery > 1) this.redelivered?.inc({ consumer: this.options.durable, subject: msg.subject });
    let event: EventEnvelope;
    try {
      event = msg.json<EventEnvelope>();
    } catch (error) {
      // Not an envelope: no attempt can ever succeed.
      await this.deadLetter(msg, error);
      return;
    }
    if (delivery > this.attempts) {
      // Had that attempt committed before dying, a replay would find it in processed_events and change nothing.
      await this.deadLetter(msg, new Error('its last attempt never answered: the consumer died on it or outlasted the ack wait'), event.id);
      return;
    }
    try {
      await this.apply(event);
      msg.ack();
    } catch (error) {
      if (delivery === this.attempts) {
        await this.deadLetter(msg, error, event.id);
        return;
      }
      spanFailed(error);
      this.logger.warn({ err: error, eventId: event.id, subject: event.subject, delivery }, 'Event handling failed; will retry');
      msg.nak(this.retryDelaysMs[delivery - 1]);
    }
  }

  private async deadLetter(msg: JsMsg, reason: unknown, eventId?: string): Promise<void> {
    spanFailed(reason);
    const { durable } = this.options;
    const context = { eventId, subject: msg.subject, durable, deliveries: msg.info.redeliveryCount, streamSequence: msg.seq };
    try {
      const stored = await sendToDeadLetters(this.nc, msg, durable, reason instanceof Error ? reason.message : String(reason));
      if (stored) {
        this.deadLettered?.inc({ consumer: durable, subject: msg.subject });
        this.logger.error({ err: reason, ...context }, 'Event dead-lettered: the consumer gave up on it');
      }
      msg.term();
    } catch (error) {
      // It stays in the events stream; a further delivery, while max_deliver allows one, tries the copy again.
      this.logger.error({ err: error, lastError: reason, ...context }, 'Could not dead-letter the event');
      msg.nak(this.retryDelaysMs[0] ?? ACK_WAIT_MS);
    }
  }
}

/**
 * What a class declared with @Consumes implements: the effect of one event, inside the transaction that records it,
 * and the live hints to its users, sent after that transaction commits.
 */
export interface EventHandler<E extends EventContract> {
  handle: (event: ReceivedEvent<E>, tx: never, hint: Hint) => Promise<void>;
}

export interface ConsumerDeclaration {
  durable: string;
  events: readonly EventContract[];
}

const CONSUMES = Symbol('CONSUMES');

/**
 * Declares a durable consumer of the given event contracts. The class's `handle(event, tx)` receives each event with
 * its payload parsed by the producer's schema (its type is checked against the contracts); the service kit runs the
 * consumer for the app's lifetime. `durable` is stable across deploys: JetStream keeps the position under it and
 * processed_events the applied ids.
 */
export function Consumes<E extends EventContract>(durable: string, events: readonly E[]) {
  return (target: abstract new (...args: never[]) => EventHandler<E>): void => {
    Reflect.defineMetadata(CONSUMES, { durable, events } satisfies ConsumerDeclaration, target);
  };
}

export function consumerDeclarationOf(target: unknown): ConsumerDeclaration | undefined {
  return typeof target === 'function' ? (Reflect.getMetadata(CONSUMES, target) as ConsumerDeclaration | undefined) : undefined;
}
