import { event } from '@ricambiamo/contracts';
import type { OutboxRelay, SqlExecutor, TransactionRunner } from '@ricambiamo/messaging';
import type { NatsConnection } from 'nats';
import type { Pool, PoolClient } from 'pg';
import { z } from 'zod';
import { UnitOfWork } from './unit-of-work';

const PEZZO_VENDUTO = event('evt.test.pezzo.venduto', z.object({ pezzoId: z.uuid() }));
const PEZZO = '0b5b2a57-6f0e-4bb8-9a8c-2e1d4c1b7a11';

/** A database that runs the work on a recording transaction and commits unless the work throws. */
function fakes() {
  const statements: unknown[][] = [];
  let commits = 0;
  const tx: SqlExecutor = {
    $executeRawUnsafe: (...args: unknown[]) => {
      statements.push(args);
      return Promise.resolve(1);
    },
    $queryRawUnsafe: () => Promise.resolve([] as never),
  };
  const db: TransactionRunner = {
    $transaction: async (work) => {
      const result = await work(tx);
      commits += 1;
      return result;
    },
  };
  const relay = { kicks: 0, kick() { this.kicks += 1; } };
  const published: { subject: string; data: unknown; afterCommits: number }[] = [];
  const nc = { publish: (subject: string, data: string) => published.push({ subject, data: JSON.parse(data), afterCommits: commits }) };
  // The pool runSql takes a client of: every statement recorded, the transaction's own included.
  const sql: string[] = [];
  let released = 0;
  const client = {
    query: (text: string, values: unknown[] = []) => {
      sql.push(text);
      if (text !== 'BEGIN' && text !== 'COMMIT' && text !== 'ROLLBACK') statements.push([text, ...values]);
      return Promise.resolve({ rowCount: 1, rows: [] });
    },
    release: () => (released += 1),
  };
  const pool = { connect: () => Promise.resolve(client as unknown as PoolClient) } as unknown as Pool;
  const uow = new UnitOfWork(db, pool, relay as unknown as OutboxRelay, nc as unknown as NatsConnection);
  return { uow, statements, relay, published, commits: () => commits, sql, released: () => released };
}

describe('UnitOfWork', () => {
  it('writes the events into the outbox inside the transaction and wakes the relay after commit', async () => {
    const { uow, statements, relay, commits } = fakes();
    const result = await uow.run(async (_tx, emit) => {
      await emit(PEZZO_VENDUTO, { pezzoId: PEZZO });
      expect(relay.kicks).toBe(0);
      return 'fatto';
    });
    expect(result).toBe('fatto');
    expect(commits()).toBe(1);
    expect(relay.kicks).toBe(1);
    expect(statements).toHaveLength(1);
    expect(statements[0][0]).toMatch(/INSERT INTO outbox_events/);
    expect(statements[0][2]).toBe(PEZZO_VENDUTO.subject);
    expect(JSON.parse(statements[0][3] as string)).toEqual({ pezzoId: PEZZO });
  });

  it('does not wake the relay when the work fails or emits nothing', async () => {
    const { uow, relay } = fakes();
    await expect(uow.run(() => Promise.reject(new Error('rollback')))).rejects.toThrow('rollback');
    await uow.run(() => Promise.resolve(1));
    expect(relay.kicks).toBe(0);
  });

  it('refuses a payload its contract rejects, so no consumer ever receives it', async () => {
    const { uow, statements, relay } = fakes();
    await expect(uow.run((_tx, emit) => emit(PEZZO_VENDUTO, { pezzoId: 'non-un-uuid' }))).rejects.toThrow();
    expect(statements).toHaveLength(0);
    expect(relay.kicks).toBe(0);
  });

  it('publishes the live hints asked for only after the commit, once each, and none when the work fails', async () => {
    const { uow, published } = fakes();
    await uow.run((_tx, _emit, hint) => {
      hint(PEZZO, 'ordini');
      hint(PEZZO, 'ordini');
      hint(PEZZO, 'notifiche');
      expect(published).toHaveLength(0);
      return Promise.resolve();
    });
    expect(published).toEqual([
      { subject: `live.utente.${PEZZO}`, data: { argomento: 'ordini' }, afterCommits: 1 },
      { subject: `live.utente.${PEZZO}`, data: { argomento: 'notifiche' }, afterCommits: 1 },
    ]);
    await expect(
      uow.run((_tx, _emit, hint) => {
        hint(PEZZO, 'ordini');
        return Promise.reject(new Error('rollback'));
      }),
    ).rejects.toThrow('rollback');
    expect(published).toHaveLength(2);
  });

  it('runs plain SQL work in a transaction of its own on a pooled client, with the same outbox and hints', async () => {
    const { uow, statements, relay, published, sql, released } = fakes();
    const result = await uow.runSql(async (client, emit, hint) => {
      await client.query('SELECT 1');
      await emit(PEZZO_VENDUTO, { pezzoId: PEZZO });
      hint(PEZZO, 'ordini');
      expect(relay.kicks).toBe(0);
      expect(published).toHaveLength(0);
      return 'fatto';
    });
    expect(result).toBe('fatto');
    expect(sql[0]).toBe('BEGIN');
    expect(sql[1]).toBe('SELECT 1');
    expect(sql[2]).toMatch(/INSERT INTO outbox_events/);
    expect(sql[3]).toBe('COMMIT');
    expect(statements[1][2]).toBe(PEZZO_VENDUTO.subject);
    expect(relay.kicks).toBe(1);
    expect(published).toEqual([{ subject: `live.utente.${PEZZO}`, data: { argomento: 'ordini' }, afterCommits: 0 }]);
    expect(released()).toBe(1);

    await expect(
      uow.runSql(async (_client, emit) => {
        await emit(PEZZO_VENDUTO, { pezzoId: PEZZO });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(sql.at(-1)).toBe('ROLLBACK');
    expect(relay.kicks).toBe(1);
    expect(released()).toBe(2);
  });
});
