import { Injectable } from '@nestjs/common';
import type { RiepilogoOrdineEvent } from '@ricambiamo/contracts';
import type { Db } from '@ricambiamo/service-kit';
import type { Ordine, PrismaClient } from '../generated/prisma/client';
import { autoreRecensione } from './autore';

type Fatto = Partial<Pick<Ordine, 'creatoIl' | 'inLavorazioneIl' | 'completatoIl' | 'cancellatoIl' | 'cancellatoDa' | 'resoErroreVenditore'>>;

@Injectable()
export class OrdiniRepository {
  /** The order as its events describe it; any of them may be the first one seen. */
  async registra(ordine: Pick<RiepilogoOrdineEvent, 'ordineId' | 'codice' | 'venditoreId' | 'acquirenteId' | 'ricambi' | 'spedizione'>, db: Db<PrismaClient>): Promise<void> {
    await db.ordine.upsert({
      where: { id: ordine.ordineId },
      create: {
        id: ordine.ordineId,
        codice: ordine.codice,
        venditoreId: ordine.venditoreId,
        acquirenteId: ordine.acquirenteId,
        autore: autoreRecensione(ordine.spedizione.nome),
        ricambi: ordine.ricambi.map((r) => r.nome),
      },
      update: {},
    });
  }

  /**
   * A moment of the order's life; the first one seen is kept, so a redelivered or replayed event cannot move it. A
   * status is final once reached (docs/rules.md §5), so a later event never needs to change it.
   */
  async fatto(ordineId: string, fatto: Fatto, db: Db<PrismaClient>): Promise<void> {
    const attuale = await db.ordine.findUniqueOrThrow({ where: { id: ordineId } });
    const nuovo = Object.fromEntries(
      Object.entries(fatto).filter(([campo]) => {
        const valore = attuale[campo as keyof Fatto];
        return valore === null || valore === false;
      }),
    );
    if (Object.keys(nuovo).length > 0) await db.ordine.update({ where: { id: ordineId }, data: nuovo });
  }

  find(ordineId: string, db: Db<PrismaClient>) {
    return db.ordine.findUnique({ where: { id: ordineId } });
  }
}
