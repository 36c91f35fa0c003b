import type { Db } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';

/**
 * The seller's lock that serialises a suspension with the writing of each of their orders: an order written first is
 * cancelled by the suspension, one written after finds the seller suspended (docs/architecture.md#suspensions).
 */
export async function bloccaVenditore(tx: Db<PrismaClient>, venditoreId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`orders.venditore:${venditoreId}`}))`;
}

/**
 * Whether the seller is suspended now; under bloccaVenditore, until the transaction ends. A statement of its own after
 * the lock's: a statement sees what was committed when it began, and a suspension may commit while the lock waits.
 */
export async function sospeso(tx: Db<PrismaClient>, venditoreId: string): Promise<boolean> {
  return (await tx.venditoreSospeso.count({ where: { venditoreId } })) > 0;
}
