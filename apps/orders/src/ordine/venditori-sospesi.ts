import type { Db } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';

const chiave = (venditoreId: string) => `orders.venditore:${venditoreId}`;

/**
 * The seller's lock that serialises a suspension with the writing of each of their orders: an order written first is
 * cancelled by the suspension, one written after finds the seller suspended (docs/architecture.md#suspensions). Orders
 * take it shared, so a busy seller's orders are written side by side and wait only for a suspension, which takes it
 * alone and waits for every order being written.
 */
export async function bloccaVenditorePerOrdine(tx: Db<PrismaClient>, venditoreId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock_shared(hashtext(${chiave(venditoreId)}))`;
}

/** The seller's lock taken alone, by a suspension or its lifting: see bloccaVenditorePerOrdine. */
export async function bloccaVenditore(tx: Db<PrismaClient>, venditoreId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${chiave(venditoreId)}))`;
}

/**
 * Whether the seller is suspended now; under the seller's lock, until the transaction ends. A statement of its own
 * after the lock's: a statement sees what was committed when it began, and a suspension may commit while the lock
 * waits.
 */
export async function sospeso(tx: Db<PrismaClient>, venditoreId: string): Promise<boolean> {
  return (await tx.venditoreSospeso.count({ where: { venditoreId } })) > 0;
}
