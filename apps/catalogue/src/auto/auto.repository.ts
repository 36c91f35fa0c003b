import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { CursoreScorta, Inserzione, MappaInserzioniDto, ricambioInputSchema } from '@ricambiamo/contracts';
import { codiciOem, MAX_INSERZIONI_SITEMAP, normalizzaCodice } from '@ricambiamo/contracts';
import type { z } from 'zod';
import { isUniqueViolation } from '@ricambiamo/database';
import { DomainError } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import { Prisma, PrismaClient } from '../generated/prisma/client';
import type { AutoConRicambi } from './auto.dto';

export type RicambioDati = z.output<typeof ricambioInputSchema>;

/** A new listing as written: the form's car and parts, with the seller's stock code when an import sends one. */
export interface NuovaAuto extends Inserzione {
  codiceInterno?: string | null;
}

/** The unique index on (venditore_id, codice_interno), as the migration names it. */
const INDICE_CODICE_INTERNO = 'auto_venditore_id_codice_interno_key';

/** The index a unique violation broke, as the pg driver adapter reports it under Prisma's P2002. */
function indiceViolato(error: unknown): string | undefined {
  const meta = (error as { meta?: { driverAdapterError?: { cause?: { constraint?: { index?: unknown } } } } }).meta;
  const indice = meta?.driverAdapterError?.cause?.constraint?.index;
  return typeof indice === 'string' ? indice : undefined;
}

/** A page of the seller's stock: its cars, and where the next page starts (null after the last). */
export interface PaginaScorta {
  auto: AutoConRicambi[];
  prossimo: CursoreScorta | null;
}

export interface ModificaRicambi {
  descrizione: string | null;
  immagini: string[];
  rimuovi: string[];
  aggiorna: (RicambioDati & { id: string })[];
  aggiungi: RicambioDati[];
}

/**
 * A part as stored: its OEM field also split into its codes, normalised (codiciOem), which the search document and the
 * cross-reference read. Written with the field on every write, so the two never disagree.
 */
const conCodici = <R extends RicambioDati>(ricambio: R) => ({ ...ricambio, codiciOem: codiciOem(ricambio.codiceOem) });

@Injectable()
export class AutoRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * The car and all its parts in one INSERT each, so the search trigger rebuilds the document once. The stock code's
   * unique index decides between two creations racing with one code: the later one is CODICE_INTERNO_TAKEN.
   */
  async insert(id: string, venditoreId: string, nuova: NuovaAuto, db: Db<PrismaClient>): Promise<void> {
    const { ricambi, ...auto } = nuova;
    // The engine code as compared, written with it (the fit filter and the search read it normalised).
    const codiceMotoreNorm = auto.codiceMotore ? normalizzaCodice(auto.codiceMotore) : null;
    try {
      await db.auto.create({
        data: {
          id,
          venditoreId,
          ...auto,
          codiceMotoreNorm,
          ricambi: { createMany: { data: ricambi.map((r) => ({ id: randomUUID(), ...conCodici(r) })) } },
        },
      });
    } catch (error) {
      if (isUniqueViolation(error) && indiceViolato(error) === INDICE_CODICE_INTERNO) throw new DomainError('CODICE_INTERNO_TAKEN');
      throw error;
    }
  }

  /** Whether another listing of the seller than `tranne` (the one a client key fixed) has the stock code. */
  async codiceInternoOccupato(venditoreId: string, codiceInterno: string, tranne: string): Promise<boolean> {
    const altra = await this.prisma.auto.findFirst({ where: { venditoreId, codiceInterno, id: { not: tranne } }, select: { id: true } });
    return altra !== null;
  }

  /**
   * Up to `quante` of the seller's cars strictly after `dopo` in the stock's order (oldest first, the id breaking ties),
   * each with its parts, and where the next page starts. The keys come first, one more than asked to tell whether a
   * page follows: a row comparison the index on (venditore_id, created_at, id) serves whole, read backwards, so a page
   * deep in the stock costs what the first does. created_at keeps milliseconds as the cursor's ISO string does, so the
   * comparison is exact; the cursor need not be a car still there. Then the cars and their parts (two queries): a car
   * deleted in between is left out, and the next page still starts after the last key.
   */
  async scorta(venditoreId: string, dopo: CursoreScorta | null, quante: number): Promise<PaginaScorta> {
    const dopoIl = dopo ? Prisma.sql`AND (created_at, id) > (${dopo.createdAt}::timestamptz, ${dopo.id}::uuid)` : Prisma.empty;
    const chiavi = await this.prisma.$queryRaw<{ id: string; created_at: Date }[]>`
      SELECT id, created_at FROM auto WHERE venditore_id = ${venditoreId}::uuid ${dopoIl}
      ORDER BY created_at, id LIMIT ${quante + 1}`;
    const pagina = chiavi.slice(0, quante);
    const ultima = pagina.at(-1);
    const auto = await this.prisma.auto.findMany({
      where: { id: { in: pagina.map((c) => c.id) } },
      include: { ricambi: true },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    const prossimo = chiavi.length > quante && ultima ? { createdAt: ultima.created_at.toISOString(), id: ultima.id } : null;
    return { auto, prossimo };
  }

  find(id: string): Promise<AutoConRicambi | null> {
    return this.prisma.auto.findUnique({ where: { id }, include: { ricambi: true } });
  }

  /** Another seller's listing reads as absent: existence is never revealed. */
  findOwn(id: string, venditoreId: string): Promise<AutoConRicambi | null> {
    return this.prisma.auto.findFirst({ where: { id, venditoreId }, include: { ricambi: true } });
  }

  /**
   * The owner's listing with its row locked until the transaction ends: edits of one listing queue, and a part
   * reserved or sold meanwhile (parts change under the same lock, ricambi.repository.ts) is seen before it is touched.
   */
  async lockOwn(id: string, venditoreId: string, db: Db<PrismaClient>): Promise<AutoConRicambi | null> {
    const rows = await db.$queryRaw<{ id: string }[]>`
      SELECT id FROM auto WHERE id = ${id}::uuid AND venditore_id = ${venditoreId}::uuid FOR UPDATE`;
    if (rows.length === 0) return null;
    return db.auto.findUnique({ where: { id }, include: { ricambi: true } });
  }

  async update(id: string, modifica: ModificaRicambi, db: Db<PrismaClient>): Promise<void> {
    await db.auto.update({ where: { id }, data: { descrizione: modifica.descrizione, immagini: modifica.immagini } });
    if (modifica.rimuovi.length > 0) await db.ricambio.deleteMany({ where: { autoId: id, id: { in: modifica.rimuovi } } });
    for (const { id: ricambioId, ...dati } of modifica.aggiorna) {
      await db.ricambio.update({ where: { id: ricambioId }, data: conCodici(dati) });
    }
    if (modifica.aggiungi.length > 0) {
      await db.ricambio.createMany({ data: modifica.aggiungi.map((r) => ({ id: randomUUID(), autoId: id, ...conCodici(r) })) });
    }
  }

  /** Every listing shown is public; the most recently changed first, so a cut at the limit drops the stalest. */
  async sitemap(): Promise<MappaInserzioniDto['inserzioni']> {
    const rows = await this.prisma.$queryRaw<{ id: string; venditore_id: string; updated_at: Date }[]>`
      SELECT id, venditore_id, updated_at FROM auto WHERE NOT (nascosta OR venditore_sospeso) ORDER BY updated_at DESC, id LIMIT ${MAX_INSERZIONI_SITEMAP}`;
    return rows.map((row) => ({ id: row.id, venditoreId: row.venditore_id, updatedAt: row.updated_at.toISOString() }));
  }

  /** Its parts go with it (ON DELETE CASCADE). */
  async delete(id: string, venditoreId: string, db: Db<PrismaClient>): Promise<void> {
    await db.auto.deleteMany({ where: { id, venditoreId } });
  }
}
