import { Injectable } from '@nestjs/common';
import type { MotivoMovimento } from '@ricambiamo/contracts';
import type { Movimento } from '../generated/prisma/client';
import type { Db } from '../prisma/prisma.service';
import { PrismaService } from '../prisma/prisma.service';

const UNIQUE_VIOLATION = 'P2002';

/** The idempotency key (or the refunded debit) already has its ledger row: the operation happened before. */
export class AlreadyRecordedError extends Error {}

export interface NuovoMovimento {
  sellerId: string;
  /** Positive for credits, negative for debits. */
  amount: number;
  reason: MotivoMovimento;
  idempotencyKey: string;
  refundOfId?: string;
}

@Injectable()
export class SaldoRepository {
  constructor(private readonly prisma: PrismaService) {}

  async gettoni(sellerId: string, db: Db = this.prisma): Promise<number> {
    const saldo = await db.saldo.findUnique({ where: { sellerId }, select: { gettoni: true } });
    return saldo?.gettoni ?? 0;
  }

  /**
   * One conditional UPDATE: concurrent debits of one seller queue on its row and each re-checks the balance it
   * finds, so they can never overspend. Null when the balance (or the row) is short.
   */
  async takeGettoni(sellerId: string, amount: number, db: Db): Promise<number | null> {
    const rows = await db.$queryRaw<{ gettoni: number }[]>`
      UPDATE saldi_gettoni SET gettoni = gettoni - ${amount}, updated_at = now()
      WHERE seller_id = ${sellerId}::uuid AND gettoni >= ${amount}
      RETURNING gettoni`;
    return rows[0]?.gettoni ?? null;
  }

  /** Creates the seller's row on its first credit; an upsert in one statement, so two first credits cannot collide. */
  async addGettoni(sellerId: string, amount: number, db: Db): Promise<number> {
    const rows = await db.$queryRaw<{ gettoni: number }[]>`
      INSERT INTO saldi_gettoni (seller_id, gettoni, updated_at) VALUES (${sellerId}::uuid, ${amount}, now())
      ON CONFLICT (seller_id) DO UPDATE SET gettoni = saldi_gettoni.gettoni + EXCLUDED.gettoni, updated_at = now()
      RETURNING gettoni`;
    return rows[0].gettoni;
  }

  /**
   * The ledger row of a balance change, in the same transaction. The unique idempotency key (and refund_of) make a
   * concurrent duplicate fail here, which rolls back its balance change too.
   */
  async record(movimento: NuovoMovimento, balanceAfter: number, db: Db): Promise<Movimento> {
    try {
      return await db.movimento.create({ data: { ...movimento, balanceAfter } });
    } catch (error) {
      if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) throw new AlreadyRecordedError();
      throw error;
    }
  }

  findByKey(idempotencyKey: string, db: Db = this.prisma): Promise<Movimento | null> {
    return db.movimento.findUnique({ where: { idempotencyKey } });
  }

  findRefundOf(debitId: string, db: Db = this.prisma): Promise<Movimento | null> {
    return db.movimento.findUnique({ where: { refundOfId: debitId } });
  }

  /** Newest first; `after` is the last row of the previous page, already known to be the seller's. */
  list(sellerId: string, limit: number, after: Pick<Movimento, 'id' | 'createdAt'> | null): Promise<Movimento[]> {
    return this.prisma.movimento.findMany({
      where: {
        sellerId,
        ...(after && {
          OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }],
        }),
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
    });
  }

  findOwn(sellerId: string, id: string): Promise<Movimento | null> {
    return this.prisma.movimento.findFirst({ where: { id, sellerId } });
  }
}
