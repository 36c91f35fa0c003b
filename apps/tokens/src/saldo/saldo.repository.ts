import { Injectable } from '@nestjs/common';
import type { MotivoMovimento } from '@ricambiamo/contracts';
import type { Db } from '@ricambiamo/service-kit';
import type { Movimento } from '../generated/prisma/client';
import { PrismaClient } from '../generated/prisma/client';
import { isUniqueViolation } from '@ricambiamo/database';

/** The idempotency key (or the refunded debit) already has its ledger row: the operation happened before. */
export class AlreadyRecordedError extends Error {}

export interface NuovoMovimento {
  venditoreId: string;
  /** Positive for credits, negative for debits. */
  amount: number;
  reason: MotivoMovimento;
  idempotencyKey: string;
  /** Debits only: what the debit paid for (see DebitRequest). */
  fingerprint?: string;
  /** Debits only: the listing the debit paid for (see DebitRequest). */
  autoId?: string;
  refundOfId?: string;
}

@Injectable()
export class SaldoRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async gettoni(venditoreId: string, db: Db<PrismaClient> = this.prisma): Promise<number> {
    const saldo = await db.saldo.findUnique({ where: { venditoreId }, select: { gettoni: true } });
    return saldo?.gettoni ?? 0;
  }

  /**
   * One conditional UPDATE: concurrent debits of one seller queue on its row and each re-checks the balance it
   * finds, so they can never overspend. Null when the balance (or the row) is short.
   */
  async takeGettoni(venditoreId: string, amount: number, db: Db<PrismaClient>): Promise<number | null> {
    const rows = await db.$queryRaw<{ gettoni: number }[]>`
      UPDATE saldi_gettoni SET gettoni = gettoni - ${amount}, updated_at = now()
      WHERE seller_id = ${venditoreId}::uuid AND gettoni >= ${amount}
      RETURNING gettoni`;
    return rows[0]?.gettoni ?? null;
  }

  /** Creates the seller's row on its first credit; an upsert in one statement, so two first credits cannot collide. */
  async addGettoni(venditoreId: string, amount: number, db: Db<PrismaClient>): Promise<number> {
    const rows = await db.$queryRaw<{ gettoni: number }[]>`
      INSERT INTO saldi_gettoni (seller_id, gettoni, updated_at) VALUES (${venditoreId}::uuid, ${amount}, now())
      ON CONFLICT (seller_id) DO UPDATE SET gettoni = saldi_gettoni.gettoni + EXCLUDED.gettoni, updated_at = now()
      RETURNING gettoni`;
    return rows[0].gettoni;
  }

  /**
   * Locks the seller's balance row until the transaction ends, creating it at 0 if the seller has none yet: a debit
   * holds that row from its UPDATE to its commit, so whoever takes the lock after it sees the debit committed.
   */
  async lockSaldo(venditoreId: string, db: Db<PrismaClient>): Promise<void> {
    await db.$executeRaw`
      INSERT INTO saldi_gettoni (seller_id, gettoni, updated_at) VALUES (${venditoreId}::uuid, 0, now())
      ON CONFLICT (seller_id) DO UPDATE SET updated_at = saldi_gettoni.updated_at`;
  }

  /** Refuses, from now on, any debit with this key (see AddebitoAnnullato); cancelling twice is harmless. */
  async cancelDebit(idempotencyKey: string, venditoreId: string, db: Db<PrismaClient>): Promise<void> {
    await db.addebitoAnnullato.createMany({ data: [{ idempotencyKey, venditoreId }], skipDuplicates: true });
  }

  async isDebitCancelled(idempotencyKey: string, db: Db<PrismaClient>): Promise<boolean> {
    return (await db.addebitoAnnullato.count({ where: { idempotencyKey } })) > 0;
  }

  /**
   * The ledger row of a balance change, in the same transaction. The unique idempotency key (and refund_of) make a
   * concurrent duplicate fail here, which rolls back its balance change too.
   */
  async record(movimento: NuovoMovimento, balanceAfter: number, db: Db<PrismaClient>): Promise<Movimento> {
    try {
      return await db.movimento.create({ data: { ...movimento, balanceAfter } });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AlreadyRecordedError();
      throw error;
    }
  }

  findByKey(idempotencyKey: string, db: Db<PrismaClient> = this.prisma): Promise<Movimento | null> {
    return db.movimento.findUnique({ where: { idempotencyKey } });
  }

  findRefundOf(debitId: string, db: Db<PrismaClient> = this.prisma): Promise<Movimento | null> {
    return db.movimento.findUnique({ where: { refundOfId: debitId } });
  }

  /** Newest first; `after` is the last row of the previous page, already known to be the seller's. */
  list(venditoreId: string, limit: number, after: Pick<Movimento, 'id' | 'createdAt'> | null): Promise<Movimento[]> {
    return this.prisma.movimento.findMany({
      where: {
        venditoreId,
        ...(after && {
          OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }],
        }),
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
    });
  }

  findOwn(venditoreId: string, id: string): Promise<Movimento | null> {
    return this.prisma.movimento.findFirst({ where: { id, venditoreId } });
  }
}
