import { Injectable } from '@nestjs/common';
import type { RicambiAggiornatiDto, RicambiRiservatiDto } from '@ricambiamo/contracts';
import { eRicambioDiSicurezza } from '@ricambiamo/contracts';
import { DomainError } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import { UnitOfWork } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import type { Riserva } from './ricambi.repository';
import { RicambiRepository } from './ricambi.repository';

/**
 * Availability of parts for orders (docs/architecture.md#reservation). Every call is idempotent per order id, so a retry
 * is harmless. Orders learns the outcome from the reply; nothing else needs it, so no event announces it.
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
    return this.uow.run(async (tx) => {
      const venditoreId = await this.ricambi.lockAuto(riserva.autoId, tx);
      if (!venditoreId) throw new DomainError('PARTS_UNAVAILABLE');
      const ricambi = await this.ricambi.reserve(riserva, tx);
      if (ricambi.length !== riserva.ricambiIds.length) throw new DomainError('PARTS_UNAVAILABLE');
      if (!riserva.officina && ricambi.some((r) => eRicambioDiSicurezza(r.nome))) throw new DomainError('SAFETY_PARTS_RESTRICTED');
      return { venditoreId, autoId: riserva.autoId, ricambi };
    });
  }

  release(ordineId: string): Promise<RicambiAggiornatiDto> {
    return this.cambia(ordineId, (tx) => this.ricambi.release(ordineId, tx));
  }

  sell(ordineId: string): Promise<RicambiAggiornatiDto> {
    return this.cambia(ordineId, (tx) => this.ricambi.sell(ordineId, tx));
  }

  /**
   * Parts a consumer returned (withdrawal) go back on sale, on their listing if it still exists (a deleted listing's
   * parts are gone with it).
   */
  relist(ordineId: string, ricambiIds: string[]): Promise<RicambiAggiornatiDto> {
    return this.cambia(
      ordineId,
      (tx) => this.ricambi.relist(ordineId, ricambiIds, tx),
      (tx) => this.ricambi.lockAutoOfSold(ordineId, ricambiIds, tx),
    );
  }

  private cambia(
    ordineId: string,
    applica: (tx: Db<PrismaClient>) => Promise<number>,
    blocca = (tx: Db<PrismaClient>) => this.ricambi.lockAutoOfOrder(ordineId, tx),
  ): Promise<RicambiAggiornatiDto> {
    return this.uow.run(async (tx) => {
      if (!(await blocca(tx))) return { ricambi: 0 };
      return { ricambi: await applica(tx) };
    });
  }
}
