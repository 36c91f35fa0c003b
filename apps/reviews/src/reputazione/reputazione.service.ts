import { Injectable } from '@nestjs/common';
import type { IndicatoriDto, ReputazioneDto } from '@ricambiamo/contracts';
import { REVIEWS_EVENTS } from '@ricambiamo/contracts';
import { enqueueEvent } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import type { PrismaClient, Reputazione } from '../generated/prisma/client';
import type { Conteggi } from './indicatori';
import { affidabile, indicatori, NESSUN_CONTEGGIO, perCatalogo } from './indicatori';

type Periodo = 'anno' | 'sempre';

/**
 * One period's counts of a seller, straight from the facts: every moment is the one orders' events announced. An
 * order whose creation was never seen counts from its next known moment; a review the operator hid does not count.
 */
const CONTEGGI = `
  WITH o AS (
    SELECT *, coalesce(creato_il, in_lavorazione_il, completato_il, cancellato_il) AS dal FROM ordini WHERE venditore_id = $1::uuid
  ), r AS (SELECT complessivo, created_at FROM recensioni WHERE venditore_id = $1::uuid AND NOT nascosta)
  SELECT p.nome AS periodo,
    (SELECT count(*) FROM o WHERE completato_il >= p.inizio)::int AS completati,
    (SELECT count(*) FROM o WHERE cancellato_da = 'venditore' AND dal >= p.inizio)::int AS "cancellatiDalVenditore",
    (SELECT count(*) FROM o WHERE cancellato_da IS DISTINCT FROM 'scadenza-pagamento' AND dal >= p.inizio)::int AS "nonScaduti",
    (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM in_lavorazione_il - creato_il) / 3600)
       FROM o WHERE creato_il >= p.inizio AND in_lavorazione_il IS NOT NULL)::float8 AS "medianaOreLavorazione",
    (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY secondi / 3600.0)
       FROM risposte WHERE venditore_id = $1::uuid AND il >= p.inizio)::float8 AS "medianaOreRisposta",
    (SELECT count(*) FROM o WHERE reso_errore_venditore AND completato_il >= p.inizio)::int AS "resiErrore",
    (SELECT avg(complessivo) FROM r WHERE created_at >= p.inizio)::float8 AS "mediaStelle",
    (SELECT count(*) FROM r WHERE created_at >= p.inizio)::int AS recensioni
  FROM (VALUES ('sempre', '-infinity'::timestamptz), ('anno', now() - interval '12 months')) AS p(nome, inizio)`;

const DISTRIBUZIONE = `SELECT complessivo AS stelle, count(*)::int AS quante FROM recensioni WHERE venditore_id = $1::uuid AND NOT nascosta GROUP BY complessivo`;

/**
 * Sellers' reputation as a read model (docs/architecture.md#reviews-and-reputation): recomputed from the facts inside
 * the transaction that changed one of them, one seller at a time (an advisory lock per seller), and read as one row.
 * Recomputing from facts, rather than adding to running totals, is what makes a replayed event harmless.
 */
@Injectable()
export class ReputazioneService {
  async ricalcola(venditoreId: string, tx: Db<PrismaClient>): Promise<void> {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`reputazione:${venditoreId}`}))`;
    const righe = await tx.$queryRawUnsafe<(Conteggi & { periodo: Periodo })[]>(CONTEGGI, venditoreId);
    const periodo = (nome: Periodo) => indicatori(righe.find((r) => r.periodo === nome)!);
    const [anno, sempre] = [periodo('anno'), periodo('sempre')];
    const distribuzione = [0, 0, 0, 0, 0];
    for (const { stelle, quante } of await tx.$queryRawUnsafe<{ stelle: number; quante: number }[]>(DISTRIBUZIONE, venditoreId)) {
      distribuzione[stelle - 1] = quante;
    }
    const badge = affidabile(anno);
    const prima = await tx.reputazione.findUnique({ where: { venditoreId } });
    const dati = { ultimi12Mesi: { ...anno }, sempre: { ...sempre }, distribuzione, affidabile: badge, calcolataIl: new Date() };
    await tx.reputazione.upsert({ where: { venditoreId }, create: { venditoreId, ...dati }, update: dati });
    const ora = perCatalogo(venditoreId, sempre, badge);
    const allora = prima && perCatalogo(venditoreId, prima.sempre as unknown as IndicatoriDto, prima.affidabile);
    if (JSON.stringify(ora) !== JSON.stringify(allora)) await enqueueEvent(tx, REVIEWS_EVENTS.reputationChanged, ora);
  }

  /** Sellers whose figures were last computed more than a day ago, oldest first. */
  async scadute(limite: number, db: Db<PrismaClient>): Promise<string[]> {
    const righe = await db.reputazione.findMany({
      where: { calcolataIl: { lt: new Date(Date.now() - 24 * 3600_000) } },
      orderBy: { calcolataIl: 'asc' },
      take: limite,
      select: { venditoreId: true },
    });
    return righe.map((r) => r.venditoreId);
  }

  async leggi(venditoreId: string, db: Db<PrismaClient>): Promise<ReputazioneDto> {
    const riga = await db.reputazione.findUnique({ where: { venditoreId } });
    return riga ? toReputazioneDto(riga) : vuota(venditoreId);
  }
}

const nessunIndicatore = (): IndicatoriDto => indicatori(NESSUN_CONTEGGIO);

/** A seller nothing has happened to yet. */
const vuota = (venditoreId: string): ReputazioneDto => ({
  venditoreId,
  ultimi12Mesi: nessunIndicatore(),
  sempre: nessunIndicatore(),
  distribuzione: [0, 0, 0, 0, 0],
  affidabile: false,
});

const toReputazioneDto = (r: Reputazione): ReputazioneDto => ({
  venditoreId: r.venditoreId,
  ultimi12Mesi: r.ultimi12Mesi as unknown as IndicatoriDto,
  sempre: r.sempre as unknown as IndicatoriDto,
  distribuzione: r.distribuzione as ReputazioneDto['distribuzione'],
  affidabile: r.affidabile,
});
