import { Injectable, Logger } from '@nestjs/common';
import type { Compatibilita, RicambiAggiornatiDto, RicambiRiservatiDto, VeicoloAcquirente } from '@ricambiamo/contracts';
import { eRicambioDiSicurezza } from '@ricambiamo/contracts';
import { DomainError } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import { UnitOfWork } from '@ricambiamo/service-kit';
import { CompatibilitaService } from '../compatibilita/compatibilita.service';
import type { PrismaClient } from '../generated/prisma/client';
import type { Riserva } from './ricambi.repository';
import { RicambiRepository } from './ricambi.repository';

/**
 * Availability of parts for orders (docs/architecture.md#reservation). Every call is idempotent per order id, so a retry
 * is harmless. Orders learns the outcome from the reply; nothing else needs it, so no event announces it.
 */
@Injectable()
export class RicambiService {
  private readonly logger = new Logger(RicambiService.name);

  constructor(
    private readonly uow: UnitOfWork<Db<PrismaClient>>,
    private readonly ricambi: RicambiRepository,
    private readonly compatibilita: CompatibilitaService,
  ) {}

  /**
   * All the parts or PARTS_UNAVAILABLE: a missing one rolls back those already taken in the same statement. A safety
   * part for a buyer who has not declared a repair business rolls them back too (SAFETY_PARTS_RESTRICTED): the law
   * (RICAMBI_DI_SICUREZZA) is checked here, where the parts' names are, whatever the client showed or sent.
   *
   * Each part comes back with its fit for the buyer's vehicle (docs/rules.md §3.14), which the order keeps. It is worked
   * out after the reservation commits, so the car's lock is not held while the cross-reference is read, and it never
   * fails the order: a part whose fit cannot be worked out goes without one.
   */
  async reserve(riserva: Riserva): Promise<RicambiRiservatiDto> {
    // In plain SQL, as orders writes the order it is for (docs/performance.md#placing-an-order).
    const riservati = await this.uow.runSql(async (client) => {
      const auto = await this.ricambi.lockAuto(riserva.autoId, client);
      if (!auto) throw new DomainError('PARTS_UNAVAILABLE');
      if (auto.nascosta) throw new DomainError('LISTING_UNAVAILABLE');
      const { venditoreId } = auto;
      const ricambi = await this.ricambi.reserve(riserva, client);
      if (ricambi.length !== riserva.ricambiIds.length) throw new DomainError('PARTS_UNAVAILABLE');
      if (!riserva.officina && ricambi.some((r) => eRicambioDiSicurezza(r.nome))) throw new DomainError('SAFETY_PARTS_RESTRICTED');
      return { venditoreId, ricambi };
    });
    const decisioni = riserva.veicolo ? await this.compatibilitaPer(riserva, riserva.veicolo) : new Map<string, Compatibilita>();
    return {
      venditoreId: riservati.venditoreId,
      autoId: riserva.autoId,
      ricambi: riservati.ricambi.map((r) => ({ ...r, compatibilita: decisioni.get(r.ricambioId) ?? null })),
    };
  }

  /** The reserved parts' fit, as the listing's detail shows it to this buyer; none when it cannot be worked out. */
  private async compatibilitaPer(riserva: Riserva, veicolo: VeicoloAcquirente): Promise<Map<string, Compatibilita>> {
    try {
      return await this.compatibilita.perRicambi(veicolo, riserva.acquirenteId, riserva.autoId);
    } catch (error) {
      this.logger.error({ err: error, ordineId: riserva.ordineId, autoId: riserva.autoId }, 'Fit of the reserved parts not worked out: the order keeps none');
      return new Map();
    }
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
