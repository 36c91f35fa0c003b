import { Injectable } from '@nestjs/common';
import type { Db } from '@ricambiamo/service-kit';
import type { Acquisto } from '../generated/prisma/client';
import { PrismaClient } from '../generated/prisma/client';

export type NuovoAcquisto = Pick<Acquisto, 'sessionId' | 'venditoreId' | 'packId' | 'gettoni' | 'prezzoCentesimi'>;

@Injectable()
export class AcquistoRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async create(acquisto: NuovoAcquisto): Promise<Acquisto> {
    return this.prisma.acquisto.create({ data: acquisto });
  }

  findBySessionId(sessionId: string): Promise<Acquisto | null> {
    return this.prisma.acquisto.findUnique({ where: { sessionId } });
  }

  async findOwn(venditoreId: string, sessionId: string): Promise<Acquisto | null> {
    const acquisto = await this.findBySessionId(sessionId);
    return acquisto?.venditoreId === venditoreId ? acquisto : null;
  }

  /**
   * The transition that makes a payment credit once: of any number of concurrent deliveries, one moves the row to
   * paid and the others find nothing left to move. A cancelled purchase still becomes paid: a verified payment
   * means the money was taken.
   */
  async markPaid(sessionId: string, paymentIntentId: string | null, db: Db<PrismaClient>): Promise<boolean> {
    const { count } = await db.acquisto.updateMany({
      where: { sessionId, status: { in: ['pending', 'cancelled'] } },
      data: { status: 'paid', paymentIntentId },
    });
    return count === 1;
  }

  /** The purchase paid with this PaymentIntent, locked until the transaction ends: its take-backs queue one by one. */
  async lockByPaymentIntent(paymentIntentId: string, db: Db<PrismaClient>): Promise<Acquisto | null> {
    const rows = await db.$queryRaw<{ id: string }[]>`
      SELECT id FROM acquisti_gettoni WHERE payment_intent_id = ${paymentIntentId} FOR UPDATE`;
    if (rows.length === 0) return null;
    return db.acquisto.findUnique({ where: { id: rows[0].id } });
  }

  /** Adds to what the purchase gave back: `ripresi` taken from the balance, `scoperti` that could not be. */
  async recordStorno(id: string, ripresi: number, scoperti: number, db: Db<PrismaClient>): Promise<void> {
    await db.acquisto.update({
      where: { id },
      data: { gettoniRipresi: { increment: ripresi }, gettoniScoperti: { increment: scoperti } },
    });
  }

  async markCancelled(venditoreId: string, sessionId: string): Promise<boolean> {
    const { count } = await this.prisma.acquisto.updateMany({
      where: { sessionId, venditoreId, status: 'pending' },
      data: { status: 'cancelled' },
    });
    return count === 1;
  }
}
