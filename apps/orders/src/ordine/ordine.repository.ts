import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { AutoreStatoOrdine, StatoOrdine } from '@ricambiamo/contracts';
import type { Db } from '@ricambiamo/service-kit';
import type { Prisma } from '../generated/prisma/client';
import { PrismaClient } from '../generated/prisma/client';
import type { OrdineCompleto } from './ordine.dto';
import { AUTORI_DB, COMPLETO } from './ordine.dto';
import { eFinale } from './ordine.rules';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type NuovoOrdine = Omit<Prisma.OrdineUncheckedCreateInput, 'ricambi' | 'cronologia' | 'stato' | 'statoIl'> & {
  ricambi: Omit<Prisma.OrdineRicambioCreateManyInput, 'ordineId'>[];
};

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
  constructor(private readonly prisma: PrismaClient) {}

  find(id: string, db: Db<PrismaClient> = this.prisma): Promise<OrdineCompleto | null> {
    return db.ordine.findUnique({ where: { id }, include: COMPLETO });
  }

  async exists(id: string, db: Db<PrismaClient> = this.prisma): Promise<boolean> {
    return (await db.ordine.count({ where: { id } })) === 1;
  }

  /** Newest first, the id breaking ties. */
  list(where: Prisma.OrdineWhereInput, db: Db<PrismaClient> = this.prisma): Promise<OrdineCompleto[]> {
    return db.ordine.findMany({ where, include: COMPLETO, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  }

  /** Who placed an order and with what content, or null: enough to tell a retry from a reuse of its id. */
  impronta(id: string): Promise<{ acquirenteId: string; impronta: string } | null> {
    return this.prisma.ordine.findUnique({ where: { id }, select: { acquirenteId: true, impronta: true } });
  }

  /**
   * The order pending, its parts and its first status, by the buyer who placed it, as written: three inserts that each
   * return their rows, where a nested create would insert the same and then read the order back with its relations.
   */
  async insert({ ricambi, ...nuovo }: NuovoOrdine, db: Db<PrismaClient>): Promise<OrdineCompleto> {
    // Prisma fills `@default(now())` in the client, one create at a time: the order, its status and its first step are
    // given the same moment, as one nested create gave them.
    const adesso = new Date();
    const ordine = await db.ordine.create({ data: { ...nuovo, createdAt: adesso, statoIl: adesso } });
    const righe = await db.ordineRicambio.createManyAndReturn({ data: ricambi.map((r) => ({ ...r, ordineId: ordine.id })) });
    const passaggio = await db.passaggioStato.create({
      data: { id: randomUUID(), ordineId: ordine.id, stato: 'pending', autore: 'acquirente', il: adesso },
    });
    return { ...ordine, ricambi: righe, cronologia: [passaggio], recesso: null };
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
