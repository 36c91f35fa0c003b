import { Injectable } from '@nestjs/common';
import type { ValutazioneVenditoreDto, VenditoreSintesiDto } from '@ricambiamo/contracts';
import { sostituisciPerId } from '@ricambiamo/database';
import { DomainError } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import { PrismaClient } from '../generated/prisma/client';

/** What catalogue keeps of a seller, from identity's user events: enough for cards and detail pages. */
export interface VenditoreLetto {
  id: string;
  nome: string;
  nomeAttivita: string | null;
  tracciabile: boolean;
}

@Injectable()
export class VenditoreRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async save(venditore: VenditoreLetto, db: Db<PrismaClient>): Promise<void> {
    await sostituisciPerId(db.venditore, venditore);
  }

  /** The seller's rating; before identity's event names them, the row waits with an empty name (sconosciuto). */
  async valuta(id: string, valutazione: ValutazioneVenditoreDto, db: Db<PrismaClient>): Promise<void> {
    await db.venditore.upsert({ where: { id }, create: { id, nome: '', nomeAttivita: null, tracciabile: false, ...valutazione }, update: valutazione });
  }

  /**
   * A suspended seller may not publish, edit, delete or import (docs/architecture.md#suspensions); a new listing also
   * waits for the seller's complete "Dati per la vendita" (art. 30 DSA, docs/rules.md §3.23).
   */
  async verificaScrittura(id: string, { nuova }: { nuova: boolean }): Promise<void> {
    const venditore = await this.prisma.venditore.findUnique({ where: { id }, select: { sospeso: true, tracciabile: true } });
    if (venditore?.sospeso) throw new DomainError('SELLER_SUSPENDED');
    if (nuova && !venditore?.tracciabile) throw new DomainError('SELLER_TRACEABILITY_INCOMPLETE');
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
