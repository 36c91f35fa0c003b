import type { Actor } from '@ricambiamo/contracts';
import type { DomainError, OutboxRelay } from '@ricambiamo/messaging';
import type { Movimento } from '../generated/prisma/client';
import type { PrismaService } from '../prisma/prisma.service';
import type { NuovoMovimento, SaldoRepository } from './saldo.repository';
import { SaldoService } from './saldo.service';

const seller: Actor = { userId: 'seller-1', role: 'venditore' };

/** Balances and ledger in memory; the real concurrency guarantees are the integration tests' business. */
class FakeSaldi {
  balances = new Map<string, number>();
  rows: Movimento[] = [];

  gettoni(sellerId: string) {
    return Promise.resolve(this.balances.get(sellerId) ?? 0);
  }

  takeGettoni(sellerId: string, amount: number) {
    const balance = this.balances.get(sellerId) ?? 0;
    if (balance < amount) return Promise.resolve(null);
    this.balances.set(sellerId, balance - amount);
    return Promise.resolve(balance - amount);
  }

  addGettoni(sellerId: string, amount: number) {
    this.balances.set(sellerId, (this.balances.get(sellerId) ?? 0) + amount);
    return Promise.resolve(this.balances.get(sellerId)!);
  }

  record(movimento: NuovoMovimento, balanceAfter: number) {
    const row = { ...movimento, id: `m-${this.rows.length + 1}`, refundOfId: movimento.refundOfId ?? null, balanceAfter, createdAt: new Date() };
    this.rows.push(row);
    return Promise.resolve(row);
  }

  findByKey(key: string) {
    return Promise.resolve(this.rows.find((row) => row.idempotencyKey === key) ?? null);
  }

  findRefundOf(id: string) {
    return Promise.resolve(this.rows.find((row) => row.refundOfId === id) ?? null);
  }
}

async function failure(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected a failure');
}

describe('SaldoService', () => {
  let saldi: FakeSaldi;
  let service: SaldoService;
  const debit = (amount: number, idempotencyKey: string, reason: 'creazione-inserzione' | 'modifica-inserzione' = 'creazione-inserzione') =>
    service.debit(seller, { sellerId: seller.userId, amount, reason, idempotencyKey });

  beforeEach(() => {
    saldi = new FakeSaldi();
    const prisma = { $transaction: (work: (tx: unknown) => Promise<unknown>) => work({ $executeRawUnsafe: () => Promise.resolve(1) }) };
    service = new SaldoService(
      prisma as unknown as PrismaService,
      saldi as unknown as SaldoRepository,
      { kick: () => undefined } as unknown as OutboxRelay,
    );
  });

  it("refuses to debit another seller's balance before touching it", async () => {
    saldi.balances.set('seller-2', 10);
    const error = await failure(
      service.debit(seller, { sellerId: 'seller-2', amount: 5, reason: 'creazione-inserzione', idempotencyKey: 'k' }),
    );
    expect(error.code).toBe('FORBIDDEN');
    expect(saldi.balances.get('seller-2')).toBe(10);
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

  it('refunds only debits, only to their seller, once', async () => {
    saldi.balances.set(seller.userId, 5);
    await debit(5, 'k');
    await saldi.record({ sellerId: seller.userId, amount: 5, reason: 'acquisto', idempotencyKey: 'purchase:cs_1' }, 5);
    expect((await failure(service.refund(seller, 'purchase:cs_1'))).code).toBe('NOT_FOUND');
    expect((await failure(service.refund({ userId: 'seller-2', role: 'venditore' }, 'k'))).code).toBe('FORBIDDEN');
    const refund = await service.refund(seller, 'k');
    expect(refund).toMatchObject({ amount: 5, reason: 'rimborso', balanceAfter: 5 });
    await expect(service.refund(seller, 'k')).resolves.toEqual(refund);
    expect(saldi.balances.get(seller.userId)).toBe(5);
  });
});
