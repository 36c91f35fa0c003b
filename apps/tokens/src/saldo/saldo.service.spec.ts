import type { Actor } from '@ricambiamo/contracts';
import type { OutboxRelay, TransactionRunner } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import { UnitOfWork } from '@ricambiamo/service-kit';
import { failure } from '@ricambiamo/testing';
import type { Movimento, PrismaClient } from '../generated/prisma/client';
import type { NuovoMovimento, SaldoRepository } from './saldo.repository';
import { SaldoService } from './saldo.service';
import type { NatsConnection } from 'nats';
import type { Pool } from 'pg';

// Uuids, as the actor's id always is: the events the service emits are checked against their contract's schema.
const seller: Actor = { userId: '00000000-0000-4000-8000-000000000001', role: 'venditore' };
const otherSeller = '00000000-0000-4000-8000-000000000002';
const IMPRONTA = 'a'.repeat(64);
const ALTRA_IMPRONTA = 'b'.repeat(64);
const AUTO = '00000000-0000-4000-8000-0000000000a1';
const ALTRA_AUTO = '00000000-0000-4000-8000-0000000000a2';

/** Balances and ledger in memory; the real concurrency guarantees are the integration tests' business. */
class FakeSaldi {
  balances = new Map<string, number>();
  rows: Movimento[] = [];

  gettoni(venditoreId: string) {
    return Promise.resolve(this.balances.get(venditoreId) ?? 0);
  }

  takeGettoni(venditoreId: string, amount: number) {
    const balance = this.balances.get(venditoreId) ?? 0;
    if (balance < amount) return Promise.resolve(null);
    this.balances.set(venditoreId, balance - amount);
    return Promise.resolve(balance - amount);
  }

  addGettoni(venditoreId: string, amount: number) {
    this.balances.set(venditoreId, (this.balances.get(venditoreId) ?? 0) + amount);
    return Promise.resolve(this.balances.get(venditoreId)!);
  }

  record(movimento: NuovoMovimento, balanceAfter: number) {
    const row = {
      ...movimento,
      id: `m-${this.rows.length + 1}`,
      fingerprint: movimento.fingerprint ?? null,
      autoId: movimento.autoId ?? null,
      refundOfId: movimento.refundOfId ?? null,
      balanceAfter,
      createdAt: new Date(),
    };
    this.rows.push(row);
    return Promise.resolve(row);
  }

  findByKey(key: string) {
    return Promise.resolve(this.rows.find((row) => row.idempotencyKey === key) ?? null);
  }

  cancelled = new Set<string>();
  lockSaldo() {
    return Promise.resolve();
  }
  cancelDebit(key: string) {
    this.cancelled.add(key);
    return Promise.resolve();
  }
  isDebitCancelled(key: string) {
    return Promise.resolve(this.cancelled.has(key));
  }
  findRefundOf(id: string) {
    return Promise.resolve(this.rows.find((row) => row.refundOfId === id) ?? null);
  }
}

describe('SaldoService', () => {
  let saldi: FakeSaldi;
  let service: SaldoService;
  const debit = (
    amount: number,
    idempotencyKey: string,
    reason: 'creazione-inserzione' | 'modifica-inserzione' = 'creazione-inserzione',
    fingerprint = IMPRONTA,
    autoId = AUTO,
  ) => service.debit(seller, { venditoreId: seller.userId, amount, reason, idempotencyKey, fingerprint, autoId });

  beforeEach(() => {
    saldi = new FakeSaldi();
    const prisma = { $transaction: (work: (tx: unknown) => Promise<unknown>) => work({ $executeRawUnsafe: () => Promise.resolve(1) }) };
    const uow = new UnitOfWork(
      prisma as unknown as TransactionRunner<Db<PrismaClient>>,
      {} as Pool,
      { kick: () => undefined } as unknown as OutboxRelay,
      { publish: () => undefined } as unknown as NatsConnection,
    );
    service = new SaldoService(uow, saldi as unknown as SaldoRepository);
  });

  it("refuses to debit another seller's balance before touching it", async () => {
    saldi.balances.set(otherSeller, 10);
    const error = await failure(
      service.debit(seller, { venditoreId: otherSeller, amount: 5, reason: 'creazione-inserzione', idempotencyKey: 'k', fingerprint: IMPRONTA, autoId: AUTO }),
    );
    expect(error.code).toBe('FORBIDDEN');
    expect(saldi.balances.get(otherSeller)).toBe(10);
  });

  it('names the operation that lacked tokens', async () => {
    expect((await failure(debit(5, 'a'))).code).toBe('INSUFFICIENT_TOKENS_CREATE');
    expect((await failure(debit(1, 'b', 'modifica-inserzione'))).code).toBe('INSUFFICIENT_TOKENS_EDIT');
    expect(saldi.rows).toEqual([]);
  });

  it('answers a repeated key with the first debit and refuses the key for another operation', async () => {
    saldi.balances.set(seller.userId, 6);
    const first = await debit(5, 'k');
    await expect(debit(5, 'k')).resolves.toEqual(first);
    expect((await failure(debit(1, 'k', 'modifica-inserzione'))).code).toBe('VALIDATION_FAILED');
    expect(saldi.balances.get(seller.userId)).toBe(1);
  });

  it('refuses a repeated key with another fingerprint, and a key whose debit was refunded, moving nothing', async () => {
    saldi.balances.set(seller.userId, 3);
    await debit(1, 'k', 'modifica-inserzione');
    expect((await failure(debit(1, 'k', 'modifica-inserzione', ALTRA_IMPRONTA))).code).toBe('IDEMPOTENCY_KEY_REUSED');
    await service.refund(seller, 'k');
    expect((await failure(debit(1, 'k', 'modifica-inserzione'))).code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(saldi.balances.get(seller.userId)).toBe(3);
    expect(saldi.rows).toHaveLength(2);
  });

  it('refuses a repeated key for another listing, even with the same content, moving nothing', async () => {
    saldi.balances.set(seller.userId, 10);
    await debit(5, 'k');
    expect((await failure(debit(5, 'k', 'creazione-inserzione', IMPRONTA, ALTRA_AUTO))).code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(saldi.balances.get(seller.userId)).toBe(5);
    expect(saldi.rows).toHaveLength(1);
  });

  it('cancels a key refunded before its debit arrived, so that debit is refused when it does', async () => {
    saldi.balances.set(seller.userId, 5);
    expect((await failure(service.refund(seller, 'k'))).code).toBe('NOT_FOUND');
    // The fake has no rollback, so the balance is the integration tests' to check; no ledger row is written.
    expect((await failure(debit(5, 'k'))).code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(saldi.rows).toEqual([]);
  });

  it('refunds only debits, only to their seller, once', async () => {
    saldi.balances.set(seller.userId, 5);
    await debit(5, 'k');
    await saldi.record({ venditoreId: seller.userId, amount: 5, reason: 'acquisto', idempotencyKey: 'purchase:cs_1' }, 5);
    expect((await failure(service.refund(seller, 'purchase:cs_1'))).code).toBe('NOT_FOUND');
    expect((await failure(service.refund({ userId: otherSeller, role: 'venditore' }, 'k'))).code).toBe('FORBIDDEN');
    const refund = await service.refund(seller, 'k');
    expect(refund).toMatchObject({ amount: 5, reason: 'rimborso', balanceAfter: 5 });
    await expect(service.refund(seller, 'k')).resolves.toEqual(refund);
    expect(saldi.balances.get(seller.userId)).toBe(5);
  });
});
