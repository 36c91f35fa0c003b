import { Logger } from '@nestjs/common';
import type { NatsConnection } from 'nats';
import type { EventEnvelope } from '@ricambiamo/contracts';
import { tracingActive } from '@ricambiamo/tracing';
import type { EventsStreamOptions } from './events-stream';
import { ensureEventsStream } from './events-stream';
import type { SqlExecutor, TransactionRunner } from './sql-client';
import { endSpan, publishSpan } from './tracing';

export interface OutboxRelayOptions {
  batchSize?: number;
  /** Poll interval when idle; producers call kick() after commit, so this only bounds the delay of missed kicks. */
  idleMs?: number;
  /** Wait after a failed batch (NATS or DB down) before trying again. */
  retryMs?: number;
  publishTimeoutMs?: number;
  /** For creating the events stream when the relay is first to need it. */
  stream?: EventsStreamOptions;
}

interface OutboxRow {
  id: string;
  subject: string;
  payload: unknown;
  occurred_at: Date;
  /** The trace the event was written in (enqueueEvent), or null. */
  trace_context: Record<string, string> | null;
}

/**
 * Publishes committed outbox rows to JetStream, then marks them published. Rows are claimed with
 * FOR UPDATE SKIP LOCKED so replicas share the work; Nats-Msg-Id = event id makes a republish after a crash
 * between publish and commit a no-op in the stream. While tracing is on, an event written in a trace is published in a
 * span of that trace, which its headers carry to the consumers; the relay starts no trace of its own.
 */
export class OutboxRelay {
  private readonly logger = new Logger(OutboxRelay.name);
  private readonly batchSize: number;
  private readonly idleMs: number;
  private readonly retryMs: number;
  private readonly publishTimeoutMs: number;
  private readonly stream: EventsStreamOptions;
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private kicked = false;
  private streamReady = false;

  constructor(
    private readonly db: TransactionRunner,
    private readonly nc: NatsConnection,
    options: OutboxRelayOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 100;
    this.idleMs = options.idleMs ?? 1000;
    this.retryMs = options.retryMs ?? 1000;
    this.publishTimeoutMs = options.publishTimeoutMs ?? 3000;
    this.stream = options.stream ?? {};
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /**
   * Finishes the batch in flight and publishes what is already committed, then stops. Whatever cannot be published
   * now (NATS down) stays in the outbox for the next relay to start.
   */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.kick();
    await this.loop;
    this.loop = null;
    try {
      let published: number;
      do published = await this.publishPending();
      while (published === this.batchSize);
    } catch (error) {
      this.logger.warn({ err: error }, 'Outbox relay could not publish everything before stopping');
    }
  }

  /** Publish now rather than at the next poll. */
  kick(): void {
    this.kicked = true;
    this.wake?.();
  }

  /** One batch: returns how many events were published. */
  async publishPending(): Promise<number> {
    if (!this.streamReady) {
      await ensureEventsStream(this.nc, this.stream);
      this.streamReady = true;
    }
    const js = this.nc.jetstream();
    return this.db.$transaction(
      async (tx: SqlExecutor) => {
        // Oldest first, in the order of the (published_at, occurred_at) index: the batch is read off its front. Sorted by
        // anything else, every batch sorted the whole backlog (600 ms a batch at 190k unpublished events, against 2 ms).
        const rows = await tx.$queryRawUnsafe<OutboxRow[]>(
          `SELECT id::text AS id, subject, payload, occurred_at, trace_context FROM outbox_events
           WHERE published_at IS NULL ORDER BY published_at, occurred_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
          this.batchSize,
        );
        for (const row of rows) {
          const event: EventEnvelope = {
            id: row.id,
            subject: row.subject,
            occurredAt: new Date(row.occurred_at).toISOString(),
            payload: row.payload,
          };
          const traced = tracingActive() && row.trace_context ? publishSpan(row.subject, row.id, row.trace_context) : null;
          try {
            await js.publish(row.subject, JSON.stringify(event), { msgID: row.id, timeout: this.publishTimeoutMs, headers: traced?.headers });
          } catch (error) {
            if (traced) endSpan(traced.span, 'INTERNAL');
            throw error;
          }
          if (traced) endSpan(traced.span);
        }
        if (rows.length > 0) {
          await tx.$executeRawUnsafe(
            'UPDATE outbox_events SET published_at = now() WHERE id = ANY($1::uuid[])',
            rows.map((row) => row.id),
          );
        }
        return rows.length;
      },
      { timeout: this.publishTimeoutMs * this.batchSize + 10_000 },
    );
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.kicked = false;
      let delay = this.idleMs;
      try {
        const published = await this.publishPending();
        if (published === this.batchSize) delay = 0;
      } catch (error) {
        this.logger.warn({ err: error }, 'Outbox relay batch failed; retrying');
        delay = this.retryMs;
      }
      if (delay > 0 && this.running && !this.kicked) await this.sleep(delay);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }
}
