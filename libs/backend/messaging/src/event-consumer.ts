import { Logger } from '@nestjs/common';
import type { ConsumerMessages, JsMsg, NatsConnection } from 'nats';
import { AckPolicy, DeliverPolicy, nanos } from 'nats';
import type { EventContract, EventEnvelope, PayloadOf } from '@ricambiamo/contracts';
import { EVENTS_STREAM } from '@ricambiamo/contracts';
import { ensureEventsStream } from './events-stream';
import type { SqlExecutor, TransactionRunner } from './sql-client';

/** An event as a consumer receives it: one of the contracts it listens to, payload parsed with the producer's schema. */
export type ReceivedEvent<E extends EventContract> = E extends EventContract
  ? { id: string; subject: E['subject']; occurredAt: string; payload: PayloadOf<E> }
  : never;

export interface EventConsumerOptions<TTx extends SqlExecutor, E extends EventContract> {
  /** Durable consumer name, also the key in processed_events: `<service>-<purpose>`, stable across deploys. */
  durable: string;
  /** The events this consumer applies; any other subject under the same filter is acknowledged and skipped. */
  events: readonly E[];
  /** Applies the event's effect inside the transaction that records it as processed. */
  handle: (event: ReceivedEvent<E>, tx: TTx) => Promise<void>;
  /** Redelivery delay after a failed attempt. */
  retryMs?: number;
  /** EVENTS_REPLICAS, for creating the events stream when this consumer is first to need it. */
  streamReplicas?: number;
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
 */
export class EventConsumer<TTx extends SqlExecutor, E extends EventContract = EventContract> {
  private readonly logger: Logger;
  private readonly contracts: ReadonlyMap<string, E>;
  private messages: ConsumerMessages | null = null;
  private loop: Promise<void> | null = null;

  constructor(
    private readonly db: TransactionRunner<TTx>,
    private readonly nc: NatsConnection,
    private readonly options: EventConsumerOptions<TTx, E>,
  ) {
    this.logger = new Logger(`EventConsumer:${options.durable}`);
    this.contracts = new Map(options.events.map((contract) => [contract.subject, contract]));
  }

  async start(): Promise<void> {
    await ensureEventsStream(this.nc, this.options.streamReplicas);
    const jsm = await this.nc.jetstreamManager();
    const config = {
      durable_name: this.options.durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subject: filterSubject([...this.contracts.keys()]),
      ack_wait: nanos(30_000),
    };
    try {
      await jsm.consumers.info(EVENTS_STREAM.name, this.options.durable);
      await jsm.consumers.update(EVENTS_STREAM.name, this.options.durable, { filter_subject: config.filter_subject });
    } catch {
      await jsm.consumers.add(EVENTS_STREAM.name, config);
    }
    const consumer = await this.nc.jetstream().consumers.get(EVENTS_STREAM.name, this.options.durable);
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
    return this.db.$transaction(async (tx) => {
      const inserted = await tx.$executeRawUnsafe(
        'INSERT INTO processed_events (consumer, event_id) VALUES ($1, $2::uuid) ON CONFLICT DO NOTHING',
        this.options.durable,
        event.id,
      );
      if (inserted === 0) return false;
      await this.options.handle(received, tx);
      return true;
    });
  }

  private async run(messages: ConsumerMessages): Promise<void> {
    for await (const msg of messages) {
      await this.process(msg);
    }
  }

  private async process(msg: JsMsg): Promise<void> {
    let event: EventEnvelope;
    try {
      event = msg.json<EventEnvelope>();
    } catch (error) {
      // A message that is not an envelope can never succeed; terminating it keeps it from blocking the consumer.
      this.logger.error({ err: error, seq: msg.seq }, 'Dropping malformed event');
      msg.term();
      return;
    }
    try {
      await this.apply(event);
      msg.ack();
    } catch (error) {
      this.logger.warn({ err: error, eventId: event.id, subject: event.subject }, 'Event handling failed; will retry');
      msg.nak(this.options.retryMs ?? 1000);
    }
  }
}

/** What a class declared with @Consumes implements: the effect of one event, inside the transaction that records it. */
export interface EventHandler<E extends EventContract> {
  handle: (event: ReceivedEvent<E>, tx: never) => Promise<void>;
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
