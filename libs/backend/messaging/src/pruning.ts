import { Logger } from '@nestjs/common';
import type { EventsStreamOptions } from './events-stream';
import { eventsMaxAgeMs } from './events-stream';
import type { SqlExecutor, TransactionRunner } from './sql-client';

/** Rows a service no longer needs. */
export interface Prune {
  /** Names it in the logs and keys its lock: every replica pruning the same rows takes the same lock. */
  name: string;
  /** Deletes at most `limit` of the rows with one `DELETE … WHERE`, so running it twice is harmless; returns how many. */
  deleteBatch: (tx: SqlExecutor, limit: number) => PromiseLike<number>;
}

/** What one run did to each prune: rows deleted, or 'busy' when another replica held its lock. */
export type PruneReport = Record<string, number | 'busy'>;

export interface PrunerOptions {
  intervalMs: number;
  /** Rows per transaction: a backlog goes in short transactions rather than one that locks and bloats. */
  batchSize?: number;
}

/**
 * The event tables grow with every event; their rows stop mattering once the events stream has forgotten the event.
 * A processed id guards against a redelivery, and nothing older than the stream's age limit can be redelivered: the
 * id was recorded after the stream stored the event, so the stream dropped the event first. A published outbox row is
 * kept as long, for an operator comparing both; an unpublished one is never pruned, however old.
 */
export function eventTablePrunes(stream: EventsStreamOptions): Prune[] {
  const retentionMs = eventsMaxAgeMs(stream);
  return [
    rowsOlderThan({ table: 'outbox_events', key: 'id', column: 'published_at', retentionMs }),
    rowsOlderThan({ table: 'processed_events', key: 'consumer, event_id', column: 'processed_at', retentionMs }),
  ];
}

/**
 * The rows of a table whose timestamp `column` is more than `retentionMs` in the past (a NULL, such as an unpublished
 * outbox row, never is). `key` is the table's primary key, one column or several separated by commas; names come from
 * code, never from input.
 */
export function rowsOlderThan(rows: { table: string; key: string; column: string; retentionMs: number }): Prune {
  const { table, key, column, retentionMs } = rows;
  return {
    name: table,
    deleteBatch: (tx, limit) =>
      tx.$executeRawUnsafe(
        `DELETE FROM ${table} WHERE (${key}) IN (
           SELECT ${key} FROM ${table} WHERE ${column} < now() - $1 * interval '1 millisecond' LIMIT $2)`,
        retentionMs,
        limit,
      ),
  };
}

/**
 * Runs the prunes every `intervalMs`, safe with several replicas: each batch runs in a transaction holding the
 * prune's advisory lock, taken with try, so while one replica prunes a table the others skip it until their next run.
 */
export class Pruner {
  private readonly logger = new Logger(Pruner.name);
  private readonly batchSize: number;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopping = false;

  constructor(
    private readonly db: TransactionRunner,
    private readonly prunes: readonly Prune[],
    private readonly options: PrunerOptions,
  ) {
    this.batchSize = options.batchSize ?? 1000;
  }

  start(): void {
    this.stopping = false;
    this.schedule();
  }

  /** Cancels the next run and waits for the one under way, which ends at its current batch. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  async runOnce(): Promise<PruneReport> {
    const report: PruneReport = {};
    for (const prune of this.prunes) report[prune.name] = await this.run(prune);
    return report;
  }

  private schedule(): void {
    if (this.stopping) return;
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .then((report) => {
          const deleted = Object.entries(report).filter(([, outcome]) => typeof outcome === 'number' && outcome > 0);
          if (deleted.length > 0) this.logger.log({ deleted: Object.fromEntries(deleted) }, 'Pruned rows no longer needed');
        })
        .catch((error: unknown) => this.logger.warn({ err: error }, 'Pruning failed; trying again at the next run'))
        .finally(() => {
          this.running = null;
          this.schedule();
        });
    }, this.options.intervalMs);
    // A pending prune never keeps the process alive.
    this.timer.unref();
  }

  private async run(prune: Prune): Promise<number | 'busy'> {
    let total = 0;
    for (;;) {
      const deleted = await this.db.$transaction(async (tx) => {
        const [{ locked }] = await tx.$queryRawUnsafe<{ locked: boolean }[]>(
          'SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked',
          `ricambiamo.prune.${prune.name}`,
        );
        return locked ? prune.deleteBatch(tx, this.batchSize) : null;
      });
      if (deleted === null) return total > 0 ? total : 'busy';
      total += deleted;
      if (deleted < this.batchSize || this.stopping) return total;
    }
  }
}
