import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable, Logger } from '@nestjs/common';
import type { Actor, Officina, OrdineDto, RicambiRiservatiDto } from '@ricambiamo/contracts';
import { DomainError } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import { InjectConfig, UnitOfWork } from '@ricambiamo/service-kit';
import { CatalogoClient } from '../catalogo/catalogo.client';
import { IdentitaClient } from '../identita/identita.client';
import type { OrdersConfig } from '../config';
import type { PrismaClient } from '../generated/prisma/client';
import { OrdineEvents } from '../ordine/ordine.events';
import type { OrdineCompleto } from '../ordine/ordine.dto';
import { OrdineRepository } from '../ordine/ordine.repository';
import { OrdineService } from '../ordine/ordine.service';
import type { VenditoreLetto } from '../venditore/venditore.repository';
import { nuovoCodice } from './causale';
import type { Piazzamento, Richiesta } from './piazzamento.rules';
import {
  dimenticaTentativo,
  improntaRichiesta,
  nuovoOrdine,
  ridisegnaCodice,
  riserva,
  scadenze,
  verificaRipetizione,
  verificaTentativo,
} from './piazzamento.rules';
import { bloccaEControlla, inserisciOrdine, leggiVenditore } from './scrittura';
import { TentativoRepository } from './tentativo.repository';

/**
 * Placing an order (docs/architecture.md#placing-an-order): record the attempt, reserve the parts in catalogue (all or none,
 * each with its fit for the buyer's active vehicle), then write the order pending, its parts and `order.created` in one
 * transaction that also ends the attempt.
 *
 * Whatever process dies whenever, no part stays reserved without an open order and no open order lacks its parts:
 * the order is written only if its attempt is still there and not given up, and an attempt that never became an
 * order is given up by the sweeper, which then has catalogue release whatever its order id holds. A reservation
 * request carries `entro`, past which catalogue refuses it, so none arrives after that release.
 */
@Injectable()
export class PiazzamentoService {
  private readonly logger = new Logger(PiazzamentoService.name);

  constructor(
    @InjectConfig() private readonly config: OrdersConfig,
    private readonly uow: UnitOfWork<Db<PrismaClient>>,
    private readonly tentativi: TentativoRepository,
    private readonly ordini: OrdineRepository,
    private readonly ordiniLetti: OrdineService,
    private readonly catalogo: CatalogoClient,
    private readonly identita: IdentitaClient,
    private readonly eventi: OrdineEvents,
  ) {}

  async place(actor: Actor, correlationId: string, richiesta: Richiesta): Promise<OrdineDto> {
    const fingerprint = improntaRichiesta(actor.userId, richiesta);
    const esistente = await this.giaPiazzato(actor, richiesta.ordineId, fingerprint);
    if (esistente) return esistente;

    const registrazione = await this.tentativi.registra(richiesta.ordineId, actor.userId, fingerprint);
    verificaTentativo(registrazione);

    const tempi = scadenze(Date.now(), this.config);
    let riservati: RicambiRiservatiDto;
    let officina: Officina | null;
    try {
      const acquirente = await this.identita.acquirente(correlationId, actor.userId);
      officina = acquirente.officina;
      riservati = await this.catalogo.reserve(correlationId, riserva(actor.userId, richiesta, acquirente, tempi));
    } catch (error) {
      if (dimenticaTentativo(error, registrazione.richieste)) await this.tentativi.dimentica(richiesta.ordineId);
      throw error;
    }
    if (this.config.TEST_PAUSE_AFTER_RESERVE_MS > 0) await sleep(this.config.TEST_PAUSE_AFTER_RESERVE_MS);

    const scritto = await this.scrivi({ acquirenteId: actor.userId, richiesta, riservati, officina, scadenza: tempi.scadenza, impronta: fingerprint });
    if (!scritto) {
      // Another request of this attempt wrote the order, or the sweeper gave the attempt up and releases its parts.
      const ordine = await this.giaPiazzato(actor, richiesta.ordineId, fingerprint);
      if (ordine) return ordine;
      this.logger.warn({ correlationId, ordineId: richiesta.ordineId }, 'Placing given up by the sweeper before its order was written');
      throw new DomainError('INTERNAL');
    }
    // As the transaction wrote it, its parts, timeline and seller included: nothing to read again.
    return this.ordiniLetti.toDtoCon(scritto.ordine, scritto.venditore);
  }

  /** The order this id already placed, if the same buyer sent the same content; ORDER_ID_REUSED otherwise. */
  private async giaPiazzato(actor: Actor, ordineId: string, fingerprint: string): Promise<OrdineDto | null> {
    const ordine = await this.ordini.impronta(ordineId);
    if (!ordine) return null;
    verificaRipetizione(ordine, actor.userId, fingerprint);
    return this.ordiniLetti.get(actor, ordineId);
  }

  /**
   * The order as written, with its seller as read then, or null when the attempt was already ended, by another request
   * of it or by the sweeper.
   */
  private async scrivi(piazzamento: Omit<Piazzamento, 'codice'>): Promise<{ ordine: OrdineCompleto; venditore: VenditoreLetto | undefined } | null> {
    const { ordineId } = piazzamento.richiesta;
    for (let tentativo = 1; ; tentativo++) {
      const nuovo = nuovoOrdine({ ...piazzamento, codice: nuovoCodice() });
      try {
        return await this.uow.runSql(async (client, emit, hint) => {
          const { sospeso, concluso, esiste } = await bloccaEControlla(client, piazzamento.riservati.venditoreId, ordineId);
          // A seller suspended after catalogue reserved the parts: no order, and the attempt, left open, is given up by
          // the sweeper, which releases them.
          if (sospeso) throw new DomainError('LISTING_UNAVAILABLE');
          if (!concluso || esiste) return null;
          const ordine = await inserisciOrdine(client, nuovo);
          const venditore = await leggiVenditore(client, ordine.venditoreId);
          await this.eventi.creato(ordine, venditore, emit, hint);
          return { ordine, venditore };
        });
      } catch (error) {
        if (!ridisegnaCodice(error, tentativo)) throw error;
      }
    }
  }
}
