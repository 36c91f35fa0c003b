import { Injectable } from '@nestjs/common';
import type { RicambiAggiornatiDto, RicambiRiservatiDto } from '@ricambiamo/contracts';
import { CATALOGUE_EVENTS, eRicambioDiSicurezza } from '@ricambiamo/contracts';
import { DomainError } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import { UnitOfWork } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import type { Riserva } from './ricambi.repository';
import { RicambiRepository } from './ricambi.repository';

type Cambio = typeof CATALOGUE_EVENTS.partsReleased | typeof CATALOGUE_EVENTS.partsSold;

/**
 * Availability of parts for orders (docs/architecture.md#reservation). Every call is idempotent per order id and emits its
 * event only for the parts it changed, so a retry is harmless to the parts and to whoever listens.
 */
@Injectable()
export class RicambiService {
  constructor(
    private readonly uow: UnitOfWork<Db<PrismaClient>>,
    private readonly ricambi: RicambiRepository,
  ) {}

  /**
   * All the parts or PARTS_UNAVAILABLE: a missing one rolls back those already taken in the same statement. A safety
   * part for a buyer who has not declared a repair business rolls them back too (SAFETY_PARTS_RESTRICTED): the law
   * (RICAMBI_DI_SICUREZZA) is checked here, where the parts' names are, whatever the client showed or sent.
   */
  reserve(riserva: Riserva): Promise<RicambiRiservatiDto> {
    return this.uow.run(async (tx, emit) => {
      const venditoreId = await this.ricambi.lockAuto(riserva.autoId, tx);
      if (!venditoreId) throw new DomainError('PARTS_UNAVAILABLE');
      const { ricambi, nuovi } = await this.ricambi.reserve(riserva, tx);
      if (ricambi.length !== riserva.ricambiIds.length) throw new DomainError('PARTS_UNAVAILABLE');
      if (!riserva.officina && ricambi.some((r) => eRicambioDiSicurezza(r.nome))) throw new DomainError('SAFETY_PARTS_RESTRICTED');
      if (nuovi.length > 0) {
        await emit(CATALOGUE_EVENTS.partsReserved, { ordineId: riserva.ordineId, listingId: riserva.autoId, venditoreId, ricambiIds: nuovi });
      }
      return { venditoreId, autoId: riserva.autoId, ricambi };
    });
  }

  release(ordineId: string): Promise<RicambiAggiornatiDto> {
    return this.cambia(ordineId, CATALOGUE_EVENTS.partsReleased, (tx) => this.ricambi.release(ordineId, tx));
  }

  sell(ordineId: string): Promise<RicambiAggiornatiDto> {
    return this.cambia(ordineId, CATALOGUE_EVENTS.partsSold, (tx) => this.ricambi.sell(ordineId, tx));
  }

  /**
   * Parts a consumer returned (withdrawal) go back on sale, on their listing if it still exists (a deleted listing's
   * parts are gone with it). Announced as released: for whoever listens they are available again.
   */
  relist(ordineId: string, ricambiIds: string[]): Promise<RicambiAggiornatiDto> {
    return this.cambia(
      ordineId,
      CATALOGUE_EVENTS.partsReleased,
      (tx) => this.ricambi.relist(ordineId, ricambiIds, tx),
      (tx) => this.ricambi.lockAutoOfSold(ordineId, ricambiIds, tx),
    );
  }

  private cambia(
    ordineId: string,
    evento: Cambio,
    applica: (tx: Db<PrismaClient>) => Promise<string[]>,
    blocca = (tx: Db<PrismaClient>) => this.ricambi.lockAutoOfOrder(ordineId, tx),
  ): Promise<RicambiAggiornatiDto> {
    return this.uow.run(async (tx, emit) => {
      const auto = await blocca(tx);
      if (!auto) return { ricambi: 0 };
      const ricambiIds = await applica(tx);
      if (ricambiIds.length > 0) await emit(evento, { ordineId, listingId: auto.autoId, venditoreId: auto.venditoreId, ricambiIds });
      return { ricambi: ricambiIds.length };
    });
  }
}
