import { event } from '@ricambiamo/contracts';
import type { OutboxRelay, SqlExecutor, TransactionRunner } from '@ricambiamo/messaging';
import type { NatsConnection } from 'nats';
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
  const uow = new UnitOfWork(db, relay as unknown as OutboxRelay, nc as unknown as NatsConnection);
  return { uow, statements, relay, published, commits: () => commits };
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
});
