import { Injectable } from '@nestjs/common';
import type { RecensioneDto } from '@ricambiamo/contracts';
import { mascheraContatti } from '@ricambiamo/contracts';
import type { Db } from '@ricambiamo/service-kit';
import type { Ordine, PrismaClient, Recensione } from '../generated/prisma/client';

export type RecensioneConOrdine = Recensione & { ordine: Pick<Ordine, 'autore' | 'ricambi'> };

const conOrdine = { ordine: { select: { autore: true, ricambi: true } } } as const;

@Injectable()
export class RecensioniRepository {
  find(id: string, db: Db<PrismaClient>): Promise<RecensioneConOrdine | null> {
    return db.recensione.findUnique({ where: { id }, include: conOrdine });
  }

  /** A seller's reviews as their page shows them, newest first: none the operator hid. */
  async delVenditore(venditoreId: string, pagina: number, perPagina: number, db: Db<PrismaClient>) {
    const [recensioni, totale] = await Promise.all([
      db.recensione.findMany({
        where: { venditoreId, nascosta: false },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: (pagina - 1) * perPagina,
        take: perPagina,
        include: conOrdine,
      }),
      db.recensione.count({ where: { venditoreId, nascosta: false } }),
    ]);
    return { recensioni, totale };
  }
}

/** Texts masked here, where a review leaves the service (docs/rules.md §3.16). */
export const toRecensioneDto = (r: RecensioneConOrdine): RecensioneDto => ({
  id: r.id,
  ordineId: r.ordineId,
  venditoreId: r.venditoreId,
  autore: r.ordine.autore,
  ricambi: r.ordine.ricambi,
  stelle: { descrizione: r.descrizione, comunicazione: r.comunicazione, spedizione: r.spedizione, complessivo: r.complessivo },
  testo: r.testo === null ? null : mascheraContatti(r.testo),
  createdAt: r.createdAt.toISOString(),
  modificataIl: r.modificataIl?.toISOString() ?? null,
  risposta: r.risposta === null || r.rispostaIl === null ? null : { testo: mascheraContatti(r.risposta), createdAt: r.rispostaIl.toISOString() },
});
