import { Logger } from '@nestjs/common';
import type { ConsumerMessages, JsMsg, NatsConnection } from 'nats';
import { AckPolicy, DeliverPolicy, nanos } from 'nats';
import type { EventEnvelope } from '@ricambiamo/contracts';
import { EVENTS_STREAM } from '@ricambiamo/contracts';
import { ensureEventsStream } from './events-stream';
import type { SqlExecutor, TransactionRunner } from './sql-client';

export interface EventConsumerOptions<TTx extends SqlExecutor> {
  /** Durable consumer name, also the key in processed_events: `<service>-<purpose>`, stable across deploys. */
  durable: string;
  /**
   * One subject or wildcard, e.g. `evt.identity.user.>`: the nats-server shipped by Debian 12 (2.9) filters a
   * consumer on a single subject only. Several consumers with their own durable names cover several subjects.
   */
  subject: string;
  /** Applies the event's effect inside the transaction that records it as processed. */
  handle: (event: EventEnvelope, tx: TTx) => Promise<void>;
  /** Redelivery delay after a failed attempt. */
  retryMs?: number;
}

/**
 * A durable JetStream consumer with exactly-once effects: the event id goes into processed_events in the same
 * transaction as the effect, and the message is acked only after commit. A redelivery (crash before ack,
 * a second replica, a republish) finds the id already there and is acked without touching anything.
 */
export class EventConsumer<TTx extends SqlExecutor> {
  private readonly logger: Logger;
  private messages: ConsumerMessages | null = null;
  private loop: Promise<void> | null = null;

  constructor(
    private readonly db: TransactionRunner<TTx>,
    private readonly nc: NatsConnection,
    private readonly options: EventConsumerOptions<TTx>,
  ) {
    this.logger = new Logger(`EventConsumer:${options.durable}`);
  }

  async start(): Promise<void> {
    await ensureEventsStream(this.nc);
    const jsm = await this.nc.jetstreamManager();
    const config = {
      durable_name: this.options.durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subject: this.options.subject,
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

  /** Applies one event; returns false when it had already been applied. Exposed for tests and replays. */
  async apply(event: EventEnvelope): Promise<boolean> {
    return this.db.$transaction(async (tx) => {
      const inserted = await tx.$executeRawUnsafe(
        'INSERT INTO processed_events (consumer, event_id) VALUES ($1, $2::uuid) ON CONFLICT DO NOTHING',
        this.options.durable,
        event.id,
      );
      if (inserted === 0) return false;
      await this.options.handle(event, tx);
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
