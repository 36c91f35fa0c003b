import { Injectable } from '@nestjs/common';
import type { NomeRicambio, RicambioRiservatoDto } from '@ricambiamo/contracts';
import type { Db } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';

export interface Riserva {
  ordineId: string;
  acquirenteId: string;
  autoId: string;
  ricambiIds: string[];
  scadenza: string;
  entro: string;
  /** The buyer declared a repair business: safety parts may be reserved. */
  officina: boolean;
}

/** The parts an order holds, and which of them this call took rather than an earlier one. */
export interface RicambiPresi {
  ricambi: RicambioRiservatoDto[];
  nuovi: string[];
}

interface RigaRiservata {
  id: string;
  nome: string;
  descrizione: string | null;
  prezzo_centesimi: number;
  spedizione_centesimi: number;
  era_disponibile: boolean;
}

/**
 * Every change of a part's availability takes its car's row lock first, as listing edits and deletions do (and as the
 * trigger that keeps the car's counters must): changes of one car queue in one lock order, so none of them deadlocks
 * and each reads the parts as the previous one left them.
 */
@Injectable()
export class RicambiRepository {
  /** The car's seller, with the car locked until the transaction ends; null when there is no such car. */
  async lockAuto(autoId: string, db: Db<PrismaClient>): Promise<string | null> {
    const rows = await db.$queryRaw<{ venditore_id: string }[]>`
      SELECT venditore_id FROM auto WHERE id = ${autoId}::uuid FOR UPDATE`;
    return rows[0]?.venditore_id ?? null;
  }

  /**
   * One conditional UPDATE: each requested part of the car that is available, or already held by this very order of
   * this very buyer (a retry), becomes the order's. The caller compares the count with the request: all or none.
   * The self-join reads each row as it was before the update, to tell the parts taken now from those of a retry.
   */
  async reserve(riserva: Riserva, db: Db<PrismaClient>): Promise<RicambiPresi> {
    const { ordineId, acquirenteId, autoId, ricambiIds, scadenza, entro } = riserva;
    const rows = await db.$queryRaw<RigaRiservata[]>`
      UPDATE ricambi r
      SET disponibile = false, ordine_id = ${ordineId}::uuid, acquirente_id = ${acquirenteId}::uuid,
          riservato_fino = ${scadenza}::timestamptz
      FROM ricambi prima
      WHERE prima.id = r.id
        AND r.auto_id = ${autoId}::uuid
        AND r.id = ANY(${ricambiIds}::uuid[])
        AND (r.disponibile OR (r.ordine_id = ${ordineId}::uuid AND r.acquirente_id = ${acquirenteId}::uuid AND r.venduto_il IS NULL))
        AND now() <= ${entro}::timestamptz
      RETURNING r.id, r.nome, r.descrizione, r.prezzo_centesimi, r.spedizione_centesimi, prima.disponibile AS era_disponibile`;
    return {
      ricambi: rows.map((row) => ({
        ricambioId: row.id,
        nome: row.nome as NomeRicambio,
        descrizione: row.descrizione,
        prezzoCentesimi: row.prezzo_centesimi,
        spedizioneCentesimi: row.spedizione_centesimi,
      })),
      nuovi: rows.filter((row) => row.era_disponibile).map((row) => row.id),
    };
  }

  /** The car of the parts the order still holds unsold, locked; null when it holds none (released, sold, never held). */
  async lockAutoOfOrder(ordineId: string, db: Db<PrismaClient>): Promise<{ autoId: string; venditoreId: string } | null> {
    const rows = await db.$queryRaw<{ id: string; venditore_id: string }[]>`
      SELECT a.id, a.venditore_id FROM auto a
      WHERE a.id IN (SELECT auto_id FROM ricambi WHERE ordine_id = ${ordineId}::uuid AND venduto_il IS NULL)
      FOR UPDATE OF a`;
    return rows[0] ? { autoId: rows[0].id, venditoreId: rows[0].venditore_id } : null;
  }

  /** The car of those parts the order bought and still owns, locked; null when none is (relisted already, never sold). */
  async lockAutoOfSold(ordineId: string, ricambiIds: string[], db: Db<PrismaClient>): Promise<{ autoId: string; venditoreId: string } | null> {
    const rows = await db.$queryRaw<{ id: string; venditore_id: string }[]>`
      SELECT a.id, a.venditore_id FROM auto a
      WHERE a.id IN (
        SELECT auto_id FROM ricambi
        WHERE ordine_id = ${ordineId}::uuid AND id = ANY(${ricambiIds}::uuid[]) AND venduto_il IS NOT NULL)
      FOR UPDATE OF a`;
    return rows[0] ? { autoId: rows[0].id, venditoreId: rows[0].venditore_id } : null;
  }

  /** Sold parts that came back are available again, as before the order. */
  async relist(ordineId: string, ricambiIds: string[], db: Db<PrismaClient>): Promise<string[]> {
    const rows = await db.$queryRaw<{ id: string }[]>`
      UPDATE ricambi SET disponibile = true, ordine_id = NULL, acquirente_id = NULL, venduto_il = NULL
      WHERE ordine_id = ${ordineId}::uuid AND id = ANY(${ricambiIds}::uuid[]) AND venduto_il IS NOT NULL
      RETURNING id`;
    return rows.map((row) => row.id);
  }

  /** The order's reserved parts become available again; sold ones stay sold. */
  async release(ordineId: string, db: Db<PrismaClient>): Promise<string[]> {
    const rows = await db.$queryRaw<{ id: string }[]>`
      UPDATE ricambi SET disponibile = true, ordine_id = NULL, acquirente_id = NULL, riservato_fino = NULL
      WHERE ordine_id = ${ordineId}::uuid AND venduto_il IS NULL
      RETURNING id`;
    return rows.map((row) => row.id);
  }

  /** The order's reserved parts are sold for good. */
  async sell(ordineId: string, db: Db<PrismaClient>): Promise<string[]> {
    const rows = await db.$queryRaw<{ id: string }[]>`
      UPDATE ricambi SET venduto_il = now(), riservato_fino = NULL
      WHERE ordine_id = ${ordineId}::uuid AND venduto_il IS NULL
      RETURNING id`;
    return rows.map((row) => row.id);
  }
}
