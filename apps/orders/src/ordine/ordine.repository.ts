import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AutoreStatoOrdine, StatoOrdine } from '@ricambiamo/contracts';
import type { Db } from '@ricambiamo/service-kit';
import { SQL_POOL } from '@ricambiamo/service-kit';
import type { Pool } from 'pg';
import type { Prisma } from '../generated/prisma/client';
import { PrismaClient } from '../generated/prisma/client';
import type { OrdineCompleto } from './ordine.dto';
import { AUTORI_DB, COMPLETO } from './ordine.dto';
import { eFinale } from './ordine.rules';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Orders as one of their two parties searches them: the order code or id, the parts, and `altri` (the other party). */
export function ricerca(q: string | null | undefined, altri: Prisma.OrdineWhereInput[]): Prisma.OrdineWhereInput {
  if (!q) return {};
  return {
    OR: [
      { codice: { contains: q, mode: 'insensitive' } },
      ...(UUID.test(q) ? [{ id: q.toLowerCase() }] : []),
      { ricambi: { some: { nome: { contains: q, mode: 'insensitive' } } } },
      ...altri,
    ],
  };
}

@Injectable()
export class OrdineRepository {
  constructor(
    private readonly prisma: PrismaClient,
    @Inject(SQL_POOL) private readonly pool: Pool,
  ) {}

  find(id: string, db: Db<PrismaClient> = this.prisma): Promise<OrdineCompleto | null> {
    return db.ordine.findUnique({ where: { id }, include: COMPLETO });
  }

  async exists(id: string): Promise<boolean> {
    return (await this.prisma.ordine.count({ where: { id } })) === 1;
  }

  /** Newest first, the id breaking ties. */
  list(where: Prisma.OrdineWhereInput, db: Db<PrismaClient> = this.prisma): Promise<OrdineCompleto[]> {
    return db.ordine.findMany({ where, include: COMPLETO, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  }

  /** Who placed an order and with what content, or null: enough to tell a retry from a reuse of its id. */
  async impronta(id: string): Promise<{ acquirenteId: string; impronta: string } | null> {
    // In plain SQL: every placement asks it first (docs/performance.md#placing-an-order).
    const { rows } = await this.pool.query<{ acquirenteId: string; impronta: string }>(
      'SELECT acquirente_id AS "acquirenteId", impronta FROM ordini WHERE id = $1::uuid',
      [id],
    );
    return rows[0] ?? null;
  }

  /** The order of one of its parties, locked until the transaction ends; null for anyone else's. */
  async lockForParty(id: string, parte: { acquirenteId: string } | { venditoreId: string }, db: Db<PrismaClient>): Promise<OrdineCompleto | null> {
    const rows =
      'acquirenteId' in parte
        ? await db.$queryRaw<{ id: string }[]>`SELECT id FROM ordini WHERE id = ${id}::uuid AND acquirente_id = ${parte.acquirenteId}::uuid FOR UPDATE`
        : await db.$queryRaw<{ id: string }[]>`SELECT id FROM ordini WHERE id = ${id}::uuid AND venditore_id = ${parte.venditoreId}::uuid FOR UPDATE`;
    if (rows.length === 0) return null;
    return db.ordine.findUnique({ where: { id }, include: COMPLETO });
  }

  /** The seller's order, locked until the transaction ends: status changes of one order queue. */
  async lockForSeller(id: string, venditoreId: string, db: Db<PrismaClient>): Promise<StatoOrdine | null> {
    const rows = await db.$queryRaw<{ stato: StatoOrdine }[]>`
      SELECT stato FROM ordini WHERE id = ${id}::uuid AND venditore_id = ${venditoreId}::uuid FOR UPDATE`;
    return rows[0]?.stato ?? null;
  }

  /** Moves a locked order; a final status leaves its parts to settle with catalogue. */
  async changeStatus(id: string, stato: StatoOrdine, autore: AutoreStatoOrdine, db: Db<PrismaClient>): Promise<OrdineCompleto> {
    return db.ordine.update({
      where: { id },
      data: {
        stato,
        statoIl: new Date(),
        ricambiDaRegolare: eFinale(stato),
        cronologia: { create: { id: randomUUID(), stato, autore: AUTORI_DB[autore] } },
      },
      include: COMPLETO,
    });
  }

  async settled(id: string, db: Db<PrismaClient> = this.prisma): Promise<void> {
    await db.ordine.updateMany({ where: { id, ricambiDaRegolare: true }, data: { ricambiDaRegolare: false } });
  }

  async count(where: Prisma.OrdineWhereInput): Promise<number> {
    return this.prisma.ordine.count({ where });
  }

  /** Sum of totals (docs/rules.md §9: cancelled orders are left out by the caller's filter). */
  async sumTotals(where: Prisma.OrdineWhereInput): Promise<number> {
    const { _sum } = await this.prisma.ordine.aggregate({ where, _sum: { totaleCentesimi: true } });
    return _sum.totaleCentesimi ?? 0;
  }
}
