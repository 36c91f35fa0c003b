import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable, Logger } from '@nestjs/common';
import { rpcTimeoutMs } from '@ricambiamo/config';
import type { Actor, ErrorCode, Officina, OrdineDto, RicambiRiservatiDto } from '@ricambiamo/contracts';
import { colonneOfficina, placeOrderRequest } from '@ricambiamo/contracts';
import { DomainError, impronta } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import { InjectConfig, UnitOfWork } from '@ricambiamo/service-kit';
import type { z } from 'zod';
import { CatalogoClient } from '../catalogo/catalogo.client';
import { IdentitaClient } from '../identita/identita.client';
import type { OrdersConfig } from '../config';
import type { PrismaClient } from '../generated/prisma/client';
import { OrdineEvents } from '../ordine/ordine.events';
import { OrdineRepository } from '../ordine/ordine.repository';
import { OrdineService } from '../ordine/ordine.service';
import { causale, nuovoCodice } from './causale';
import { TentativoRepository } from './tentativo.repository';
import { isUniqueViolation } from '@ricambiamo/database';

type Richiesta = z.output<typeof placeOrderRequest>;

/** Catalogue's answers that refuse the order as a whole, reserving nothing. */
const RIFIUTI: readonly ErrorCode[] = ['PARTS_UNAVAILABLE', 'SAFETY_PARTS_RESTRICTED'];

/** Draws of the short code before giving up: with 32⁸ codes, a second draw is already a rarity. */
const TENTATIVI_CODICE = 3;

/**
 * Placing an order (docs/architecture.md#placing-an-order): record the attempt, reserve the parts in catalogue (all or none),
 * then write the order pending, its parts and `order.created` in one transaction that also ends the attempt.
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
    const fingerprint = impronta({ ...richiesta, acquirenteId: actor.userId, ricambiIds: [...richiesta.ricambiIds].sort() });
    const esistente = await this.giaPiazzato(actor, richiesta.ordineId, fingerprint);
    if (esistente) return esistente;

    const registrazione = await this.tentativi.registra(richiesta.ordineId, actor.userId, fingerprint);
    if (registrazione.esito === 'altro-contenuto') throw new DomainError('ORDER_ID_REUSED');
    if (registrazione.esito === 'abbandonato') throw new DomainError('INTERNAL');

    const adesso = Date.now();
    const scadenza = new Date(adesso + this.config.PAYMENT_WINDOW_SECONDS * 1000);
    let riservati: RicambiRiservatiDto;
    let officina: Officina | null;
    try {
      // As it stands now, not as the client says: safety parts go only to a declared repair business (catalogue checks).
      officina = await this.identita.officina(correlationId, actor.userId);
      riservati = await this.catalogo.reserve(correlationId, {
        ordineId: richiesta.ordineId,
        acquirenteId: actor.userId,
        autoId: richiesta.autoId,
        ricambiIds: richiesta.ricambiIds,
        scadenza: scadenza.toISOString(),
        entro: new Date(adesso + rpcTimeoutMs(this.config.RPC_BUDGET_MS, 1)).toISOString(),
        officina: officina !== null,
      });
    } catch (error) {
      // Refused as a whole: this request holds nothing. Any other failure (a timeout) may have reserved: the sweeper decides.
      if (error instanceof DomainError && RIFIUTI.includes(error.code) && registrazione.richieste === 1) {
        await this.tentativi.dimentica(richiesta.ordineId);
      }
      throw error;
    }
    if (this.config.TEST_PAUSE_AFTER_RESERVE_MS > 0) await sleep(this.config.TEST_PAUSE_AFTER_RESERVE_MS);

    const scritto = await this.scrivi(actor, richiesta, riservati, officina, scadenza, fingerprint);
    if (!scritto) {
      // Another request of this attempt wrote the order, or the sweeper gave the attempt up and releases its parts.
      const ordine = await this.giaPiazzato(actor, richiesta.ordineId, fingerprint);
      if (ordine) return ordine;
      this.logger.warn({ correlationId, ordineId: richiesta.ordineId }, 'Placing given up by the sweeper before its order was written');
      throw new DomainError('INTERNAL');
    }
    return this.ordiniLetti.get(actor, richiesta.ordineId);
  }

  /** The order this id already placed, if the same buyer sent the same content; ORDER_ID_REUSED otherwise. */
  private async giaPiazzato(actor: Actor, ordineId: string, fingerprint: string): Promise<OrdineDto | null> {
    const ordine = await this.ordini.find(ordineId);
    if (!ordine) return null;
    if (ordine.acquirenteId !== actor.userId || ordine.impronta !== fingerprint) throw new DomainError('ORDER_ID_REUSED');
    return this.ordiniLetti.get(actor, ordineId);
  }

  /** False when the attempt was already ended, by another request of it or by the sweeper. */
  private async scrivi(
    actor: Actor,
    richiesta: Richiesta,
    riservati: RicambiRiservatiDto,
    officina: Officina | null,
    scadenza: Date,
    fingerprint: string,
  ): Promise<boolean> {
    const { ordineId, autoId, azienda } = richiesta;
    const totaleCentesimi = riservati.ricambi.reduce((somma, r) => somma + r.prezzoCentesimi + r.spedizioneCentesimi, 0);
    for (let tentativo = 1; ; tentativo++) {
      const codice = nuovoCodice();
      try {
        return await this.uow.run(async (tx, emit, hint) => {
          if (!(await this.tentativi.concludi(ordineId, tx))) return false;
          // A retry that came in just after the order was written, and opened an attempt anew: nothing to write.
          if (await this.ordini.exists(ordineId, tx)) return false;
          const ordine = await this.ordini.insert(
            {
              id: ordineId,
              codice,
              acquirenteId: actor.userId,
              venditoreId: riservati.venditoreId,
              autoId,
              totaleCentesimi,
              scadenzaPagamento: scadenza,
              causale: causale(codice, richiesta.nome),
              impronta: fingerprint,
              nome: richiesta.nome,
              email: richiesta.email,
              telefono: richiesta.telefono,
              indirizzo: richiesta.indirizzo,
              citta: richiesta.citta,
              cap: richiesta.cap,
              provincia: richiesta.provincia,
              // docs/rules.md §4 billing info: the company's name and VAT number only for a company purchase.
              ragioneSociale: azienda ? richiesta.ragioneSociale : null,
              partitaIva: azienda ? richiesta.partitaIva : null,
              codiceFiscale: richiesta.codiceFiscale,
              pec: richiesta.pec,
              codiceSdi: richiesta.codiceSdi,
              ...colonneOfficina(officina),
              note: richiesta.note,
              ricambi: riservati.ricambi,
            },
            tx,
          );
          await this.eventi.creato(ordine, tx, emit, hint);
          return true;
        });
      } catch (error) {
        const codiceRipetuto = isUniqueViolation(error) && tentativo < TENTATIVI_CODICE;
        if (!codiceRipetuto) throw error;
      }
    }
  }
}
