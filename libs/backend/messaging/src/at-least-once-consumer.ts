import { Logger } from '@nestjs/common';
import type { ConsumerMessages, JsMsg, NatsConnection } from 'nats';
import { nanos } from 'nats';
import type { EventContract, EventEnvelope } from '@ricambiamo/contracts';
import { tracingActive } from '@ricambiamo/tracing';
import type { ReceivedEvent } from './event-consumer';
import { filterSubject } from './event-consumer';
import { ensureEventsConsumer } from './events-stream';
import { consuming, spanFailed } from './tracing';

/** A delivery left unanswered this long (its replica died holding it) goes to another replica. */
const ACK_WAIT_MS = 5_000;
/** The pause before an event whose effect failed is offered again, and before a failed start is tried again. */
const RETRY_MS = 1_000;
/** Deliveries each replica holds at a time: the most a replica that dies delays by the ack wait. */
const BATCH = 10;

export interface AtLeastOnceConsumerOptions<E extends EventContract> {
  /** Durable consumer name, shared by every replica of the app: each event goes to one of them. */
  durable: string;
  /** The events it applies; any other subject under the same filter is acknowledged and skipped. */
  events: readonly E[];
  /** The effect of one event; idempotent, since an event can arrive more than once. Failing, it is retried. */
  handle: (event: ReceivedEvent<E>) => Promise<void>;
  ackWaitMs?: number;
  retryMs?: number;
}

/**
 * A durable JetStream consumer for an app without a database, whose effect is idempotent (an EventConsumer records
 * each event in the effect's SQL transaction instead): an event is acknowledged once its effect is done, and offered
 * again after a failure, until it succeeds. It reads the events stream and never creates or changes it (the services
 * that publish do), so start() returns at once and the consumer keeps trying in the background until NATS, the stream
 * and its durable are there; a lost connection resumes by itself. stop() returns once the event in hand is done: the
 * deliveries it had not started go to another replica after the ack wait.
 */
export class AtLeastOnceConsumer<E extends EventContract = EventContract> {
  private readonly logger: Logger;
  private readonly contracts: ReadonlyMap<string, E>;
  private state: 'new' | 'running' | 'stopped' = 'new';
  private messages: ConsumerMessages | null = null;
  /** The effect in hand, which stop() lets finish and acknowledge. */
  private handling: Promise<void> | null = null;
  private wake: (() => void) | null = null;

  constructor(
    private readonly connection: () => Promise<NatsConnection>,
    private readonly options: AtLeastOnceConsumerOptions<E>,
  ) {
    this.logger = new Logger(`AtLeastOnceConsumer:${options.durable}`);
    this.contracts = new Map(options.events.map((contract) => [contract.subject, contract]));
  }

  /** Starts consuming in the background: it never waits for NATS, which may be slow or away. Once only. */
  start(): void {
    if (this.state !== 'new') return;
    this.state = 'running';
    void this.run();
  }

  private get running(): boolean {
    return this.state === 'running';
  }

  /**
   * Waits for the effect in hand only, never for NATS: a request still waiting for it (a slow or lost server) ends on
   * its own, and the loop then sees it must stop.
   */
  async stop(): Promise<void> {
    this.state = 'stopped';
    this.wake?.();
    this.close();
    // One that failed is the loop's to report.
    await this.handling?.catch(() => undefined);
  }

  private async run(): Promise<void> {
    let failing = false;
    while (this.running) {
      try {
        const nc = await this.connection();
        const consumer = await ensureEventsConsumer(nc, this.options.durable, {
          filter_subject: filterSubject([...this.contracts.keys()]),
          ack_wait: nanos(this.options.ackWaitMs ?? ACK_WAIT_MS),
          max_deliver: -1,
        });
        if (!this.running) return;
        this.messages = await consumer.consume({ max_messages: BATCH });
        if (failing) this.logger.log('Consuming again');
        failing = false;
        for await (const msg of this.messages) {
          if (!this.running) break;
          this.handling = this.process(msg);
          await this.handling;
          this.handling = null;
        }
      } catch (error) {
        if (!failing && this.running) this.logger.warn({ err: error }, 'Not consuming; trying again until it can');
        failing = true;
      } finally {
        this.close();
      }
      if (this.running) await this.pause(this.options.retryMs ?? RETRY_MS);
    }
  }

  /** Stops the deliveries; nats.js settles close() only once the iteration reaches it, so nothing waits for it. */
  private close(): void {
    void this.messages?.close().catch(() => undefined);
    this.messages = null;
  }

  private process(msg: JsMsg): Promise<void> {
    return tracingActive() ? consuming(msg, this.options.durable, () => this.deliver(msg)) : this.deliver(msg);
  }

  private async deliver(msg: JsMsg): Promise<void> {
    let event: ReceivedEvent<E> | null;
    try {
      const envelope = msg.json<EventEnvelope>();
      const contract = this.contracts.get(envelope.subject);
      event = contract ? ({ ...envelope, payload: contract.payload.parse(envelope.payload) } as ReceivedEvent<E>) : null;
    } catch (error) {
      // No delivery can ever read it; producers check payloads against the same schema, so this is a bug to look into.
      spanFailed(error);
      this.logger.error({ err: error, subject: msg.subject, streamSequence: msg.seq }, 'Unreadable event dropped');
      msg.term();
      return;
    }
    if (!event) {
      msg.ack();
      return;
    }
    try {
      await this.options.handle(event);
      msg.ack();
    } catch (error) {
      spanFailed(error);
      this.logger.warn({ err: error, eventId: event.id, subject: event.subject }, 'Event handling failed; will retry');
      msg.nak(this.options.retryMs ?? RETRY_MS);
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.wake?.(), ms);
      this.wake = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
    });
  }
}
