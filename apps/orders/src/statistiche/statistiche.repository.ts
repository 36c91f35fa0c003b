import { Injectable } from '@nestjs/common';
import type { RicambioPiuVendutoDto, VenditeSettimanaDto } from '@ricambiamo/contracts';
import { MAX_RICAMBI_PIU_VENDUTI } from '@ricambiamo/contracts';
import { PrismaClient } from '../generated/prisma/client';

/**
 * The seller's orders over the statistics' weeks, summed in SQL by ordini_venditore_id_created_at_idx: orders not
 * cancelled (docs/rules.md §3.15), each in the Italian week it was placed. `dal` is the first week's Monday, taken at
 * midnight in Rome.
 */
@Injectable()
export class StatisticheRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /** Weeks without orders are absent; bigint sums come back as numbers (cents of one seller fit a double exactly). */
  async perSettimana(venditoreId: string, dal: string): Promise<VenditeSettimanaDto[]> {
    const righe = await this.prisma.$queryRaw<{ settimana: string; ordini: number; vendite: bigint }[]>`
      SELECT to_char(date_trunc('week', created_at AT TIME ZONE 'Europe/Rome'), 'YYYY-MM-DD') AS settimana,
             count(*)::int AS ordini, sum(totale_centesimi)::bigint AS vendite
      FROM ordini
      WHERE venditore_id = ${venditoreId}::uuid AND stato <> 'cancelled'
        AND created_at >= (${dal}::date::timestamp AT TIME ZONE 'Europe/Rome')
      GROUP BY 1`;
    return righe.map(({ settimana, ordini, vendite }) => ({ settimana, ordini, venditeCentesimi: Number(vendite) }));
  }

  /** The part names sold most often, then for most money; a name is what catalogue's list of parts calls it. */
  async ricambiPiuVenduti(venditoreId: string, dal: string): Promise<RicambioPiuVendutoDto[]> {
    const righe = await this.prisma.$queryRaw<{ nome: string; quantita: number; vendite: bigint }[]>`
      SELECT r.nome, count(*)::int AS quantita, sum(r.prezzo_centesimi + r.spedizione_centesimi)::bigint AS vendite
      FROM ordini o JOIN ordini_ricambi r ON r.ordine_id = o.id
      WHERE o.venditore_id = ${venditoreId}::uuid AND o.stato <> 'cancelled'
        AND o.created_at >= (${dal}::date::timestamp AT TIME ZONE 'Europe/Rome')
      GROUP BY r.nome
      ORDER BY quantita DESC, vendite DESC, r.nome
      LIMIT ${MAX_RICAMBI_PIU_VENDUTI}`;
    return righe.map(({ nome, quantita, vendite }) => ({ nome, quantita, venditeCentesimi: Number(vendite) }));
  }
}
