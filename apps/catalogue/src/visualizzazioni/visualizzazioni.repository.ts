import { Injectable } from '@nestjs/common';
import type { AutoPiuVistaDto, VisualizzazioniSettimanaDto } from '@ricambiamo/contracts';
import { MAX_AUTO_PIU_VISTE } from '@ricambiamo/contracts';
import type { Prune } from '@ricambiamo/messaging';
import { rowsOlderThan } from '@ricambiamo/messaging';
import { PrismaClient } from '../generated/prisma/client';

/**
 * How long a day's visitor keys are kept: counting needs only the day in hand, and one more day lets a view keyed just
 * before midnight still find its day's keys when it arrives after it. The keys stop meaning anything then, and go.
 */
export const VISITE_CONSERVATE_MS = 2 * 24 * 60 * 60 * 1000;

/** The visitor keys of past days (docs/architecture.md#seller-statistics), pruned by the service kit. */
export const visitePassate: Prune = rowsOlderThan({
  table: 'visite',
  key: 'giorno, auto_id, visitatore',
  column: 'giorno',
  retentionMs: VISITE_CONSERVATE_MS,
});

@Injectable()
export class VisualizzazioniRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * Counts the view when it is the visitor's first of the listing that day: one statement, so two requests of the same
   * visitor at once count once (the key's primary key) and two visitors at once both count (the total's upsert).
   * A listing that does not exist counts nothing. True when it counted.
   */
  async registra(autoId: string, giorno: string, visitatore: string): Promise<boolean> {
    const righe = await this.prisma.$queryRaw<{ auto_id: string }[]>`
      WITH nuova AS (
        INSERT INTO visite (giorno, auto_id, visitatore)
        SELECT ${giorno}::date, a.id, ${visitatore} FROM auto a WHERE a.id = ${autoId}::uuid
        ON CONFLICT DO NOTHING
        RETURNING auto_id
      )
      INSERT INTO visualizzazioni (auto_id, giorno, venditore_id, conteggio)
      SELECT a.id, ${giorno}::date, a.venditore_id, 1 FROM nuova JOIN auto a ON a.id = nuova.auto_id
      ON CONFLICT (auto_id, giorno) DO UPDATE SET conteggio = visualizzazioni.conteggio + 1
      RETURNING auto_id`;
    return righe.length > 0;
  }

  /** The seller's views per week from the Monday `dal` on (weeks without views are absent), by visualizzazioni_venditore_id_giorno_idx. */
  perSettimana(venditoreId: string, dal: string): Promise<VisualizzazioniSettimanaDto[]> {
    return this.prisma.$queryRaw<VisualizzazioniSettimanaDto[]>`
      SELECT to_char(date_trunc('week', giorno), 'YYYY-MM-DD') AS settimana, sum(conteggio)::int AS visualizzazioni
      FROM visualizzazioni
      WHERE venditore_id = ${venditoreId}::uuid AND giorno >= ${dal}::date
      GROUP BY 1`;
  }

  /** The seller's listings still on sale viewed most from `dal` on; ties by make and model, for a stable order. */
  piuViste(venditoreId: string, dal: string): Promise<AutoPiuVistaDto[]> {
    return this.prisma.$queryRaw<AutoPiuVistaDto[]>`
      SELECT a.id AS "autoId", a.marca, a.modello, a.anno, v.visualizzazioni
      FROM (
        SELECT auto_id, sum(conteggio)::int AS visualizzazioni
        FROM visualizzazioni
        WHERE venditore_id = ${venditoreId}::uuid AND giorno >= ${dal}::date
        GROUP BY auto_id
      ) v
      JOIN auto a ON a.id = v.auto_id
      ORDER BY v.visualizzazioni DESC, a.marca, a.modello, a.id
      LIMIT ${MAX_AUTO_PIU_VISTE}`;
  }
}
