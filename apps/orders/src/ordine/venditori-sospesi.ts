import type { Db } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';

/**
 * The seller's advisory lock, which serialises a suspension with the writing of each of their orders: an order written
 * first is cancelled by the suspension, one written after finds the seller suspended (docs/architecture.md#suspensions).
 * Orders take it shared (piazzamento/scrittura.ts), so a busy seller's orders are written side by side and wait only for
 * a suspension, which takes it alone and waits for every order being written.
 */
export const chiaveVenditore = (venditoreId: string) => `orders.venditore:${venditoreId}`;

/** The seller's lock taken alone, by a suspension or its lifting: see chiaveVenditore. */
export async function bloccaVenditore(tx: Db<PrismaClient>, venditoreId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${chiaveVenditore(venditoreId)}))`;
}
