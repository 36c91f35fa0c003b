import type { Pool, PoolClient } from 'pg';

/**
 * The slice of a Prisma client the outbox needs, typed structurally so the lib works with every service's own
 * generated client (and its transaction client) without importing any of them.
 */
export interface SqlExecutor {
  $executeRawUnsafe(query: string, ...values: unknown[]): PromiseLike<number>;
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): PromiseLike<T>;
}

export interface TransactionRunner<TTx extends SqlExecutor = SqlExecutor> {
  $transaction<R>(fn: (tx: TTx) => Promise<R>, options?: { maxWait?: number; timeout?: number }): Promise<R>;
}

/** The same slice on a pg pool or client: for work that runs in plain SQL (UnitOfWork.runSql). */
export const pgSqlExecutor = (target: Pool | PoolClient): SqlExecutor => ({
  $executeRawUnsafe: async (query, ...values) => (await target.query(query, values)).rowCount ?? 0,
  $queryRawUnsafe: async <T>(query: string, ...values: unknown[]) => (await target.query(query, values)).rows as T,
});
