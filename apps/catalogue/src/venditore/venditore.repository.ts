import { Injectable } from '@nestjs/common';
import type { ValutazioneVenditoreDto, VenditoreSintesiDto } from '@ricambiamo/contracts';
import { sostituisciPerId } from '@ricambiamo/database';
import type { Db } from '@ricambiamo/service-kit';
import { PrismaClient } from '../generated/prisma/client';

/** What catalogue keeps of a seller, from identity's user events: enough for cards and detail pages. */
export interface VenditoreLetto {
  id: string;
  nome: string;
  nomeAttivita: string | null;
}

@Injectable()
export class VenditoreRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async save(venditore: VenditoreLetto, db: Db<PrismaClient>): Promise<void> {
    await sostituisciPerId(db.venditore, venditore);
  }

  /** The seller's rating; before identity's event names them, the row waits with an empty name (sconosciuto). */
  async valuta(id: string, valutazione: ValutazioneVenditoreDto, db: Db<PrismaClient>): Promise<void> {
    await db.venditore.upsert({ where: { id }, create: { id, nome: '', nomeAttivita: null, ...valutazione }, update: valutazione });
  }

  async sintesi(id: string): Promise<VenditoreSintesiDto> {
    const venditore = await this.prisma.venditore.findUnique({
      where: { id },
      select: { id: true, nome: true, nomeAttivita: true, mediaStelle: true, numeroRecensioni: true, affidabile: true },
    });
    if (!venditore) return sconosciuto(id);
    const { mediaStelle, numeroRecensioni, affidabile, ...nome } = venditore;
    return { ...nome, valutazione: { mediaStelle, numeroRecensioni, affidabile } };
  }
}

/**
 * A listing whose seller's registration event has not arrived yet (the read model lags identity by moments):
 * the page still shows, with the link to the seller's profile, and fills in once the event is applied.
 */
export const sconosciuto = (id: string): VenditoreSintesiDto => ({
  id,
  nome: '',
  nomeAttivita: null,
  valutazione: { mediaStelle: null, numeroRecensioni: 0, affidabile: false },
});
