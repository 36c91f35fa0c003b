import { Injectable } from '@nestjs/common';
import type { NomeRicambio, RicambioRiservatoDto, VeicoloAcquirente } from '@ricambiamo/contracts';
import type { Db } from '@ricambiamo/service-kit';
import type { PoolClient } from 'pg';
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
  /** The buyer's active vehicle, which the parts' fit is judged for; null without one. */
  veicolo: VeicoloAcquirente | null;
}

interface RigaRiservata {
  id: string;
  nome: string;
  descrizione: string | null;
  prezzo_centesimi: number;
  spedizione_centesimi: number;
}

/**
 * Every change of a part's availability takes its car's row lock first, as listing edits and deletions do (and as the
 * trigger that keeps the car's counters must): changes of one car queue in one lock order, so none of them deadlocks
 * and each reads the parts as the previous one left them.
 */
@Injectable()
export class RicambiRepository {
  /** The car's seller and whether the public cannot see it (hidden, or its seller suspended), with the car locked until the transaction ends; null when there is no such car. */
  async lockAuto(autoId: string, client: PoolClient): Promise<{ venditoreId: string; nascosta: boolean } | null> {
    const { rows } = await client.query<{ venditoreId: string; nascosta: boolean }>(
      'SELECT venditore_id AS "venditoreId", nascosta OR venditore_sospeso AS nascosta FROM auto WHERE id = $1::uuid FOR UPDATE',
      [autoId],
    );
    return rows[0] ?? null;
  }

  /**
   * One conditional UPDATE: each requested part of the car that is available, or already held by this very order of
   * this very buyer (a retry), becomes the order's. The caller compares the count with the request: all or none.
   */
  async reserve(riserva: Riserva, client: PoolClient): Promise<Omit<RicambioRiservatoDto, 'compatibilita'>[]> {
    const { ordineId, acquirenteId, autoId, ricambiIds, scadenza, entro } = riserva;
    const { rows } = await client.query<RigaRiservata>(
      `UPDATE ricambi
       SET disponibile = false, ordine_id = $1::uuid, acquirente_id = $2::uuid, riservato_fino = $3::timestamptz
       WHERE auto_id = $4::uuid
         AND id = ANY($5::uuid[])
         AND (disponibile OR (ordine_id = $1::uuid AND acquirente_id = $2::uuid AND venduto_il IS NULL))
         AND now() <= $6::timestamptz
       RETURNING id, nome, descrizione, prezzo_centesimi, spedizione_centesimi`,
      [ordineId, acquirenteId, scadenza, autoId, ricambiIds, entro],
    );
    return rows.map((row) => ({
      ricambioId: row.id,
      nome: row.nome as NomeRicambio,
      descrizione: row.descrizione,
      prezzoCentesimi: row.prezzo_centesimi,
      spedizioneCentesimi: row.spedizione_centesimi,
    }));
  }

  /** Locks the car of the parts the order still holds unsold; false when it holds none (released, sold, never held). */
  async lockAutoOfOrder(ordineId: string, db: Db<PrismaClient>): Promise<boolean> {
    const rows = await db.$queryRaw<{ id: string }[]>`
      SELECT a.id FROM auto a
      WHERE a.id IN (SELECT auto_id FROM ricambi WHERE ordine_id = ${ordineId}::uuid AND venduto_il IS NULL)
      FOR UPDATE OF a`;
    return rows.length > 0;
  }

  /** Locks the car of those parts the order bought and still owns; false when none is (relisted already, never sold). */
  async lockAutoOfSold(ordineId: string, ricambiIds: string[], db: Db<PrismaClient>): Promise<boolean> {
    const rows = await db.$queryRaw<{ id: string }[]>`
      SELECT a.id FROM auto a
      WHERE a.id IN (
        SELECT auto_id FROM ricambi
        WHERE ordine_id = ${ordineId}::uuid AND id = ANY(${ricambiIds}::uuid[]) AND venduto_il IS NOT NULL)
      FOR UPDATE OF a`;
    return rows.length > 0;
  }

  /** Sold parts that came back are available again, as before the order; how many. */
  async relist(ordineId: string, ricambiIds: string[], db: Db<PrismaClient>): Promise<number> {
    return db.$executeRaw`
      UPDATE ricambi SET disponibile = true, ordine_id = NULL, acquirente_id = NULL, venduto_il = NULL
      WHERE ordine_id = ${ordineId}::uuid AND id = ANY(${ricambiIds}::uuid[]) AND venduto_il IS NOT NULL`;
  }

  /** The order's reserved parts become available again, sold ones stay sold; how many. */
  async release(ordineId: string, db: Db<PrismaClient>): Promise<number> {
    return db.$executeRaw`
      UPDATE ricambi SET disponibile = true, ordine_id = NULL, acquirente_id = NULL, riservato_fino = NULL
      WHERE ordine_id = ${ordineId}::uuid AND venduto_il IS NULL`;
  }

  /** The order's reserved parts are sold for good; how many. */
  async sell(ordineId: string, db: Db<PrismaClient>): Promise<number> {
    return db.$executeRaw`
      UPDATE ricambi SET venduto_il = now(), riservato_fino = NULL
      WHERE ordine_id = ${ordineId}::uuid AND venduto_il IS NULL`;
  }
}
