import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Actor, AutoCardDto, AutoDettaglioDto, CursoreScorta, MappaInserzioniDto, ScortaDto, SearchListingsDto } from '@ricambiamo/contracts';
import { CATALOGUE_EVENTS, COSTO_GETTONI, PAGINA_SCORTA } from '@ricambiamo/contracts';
import { DomainError, impronta, isDomainError } from '@ricambiamo/messaging';
import type { Db, Emit } from '@ricambiamo/service-kit';
import { UnitOfWork } from '@ricambiamo/service-kit';
import type { ChiaveIdempotenza, PrismaClient } from '../generated/prisma/client';
import type { Addebito } from '../gettoni/gettoni.client';
import { GettoniClient } from '../gettoni/gettoni.client';
import { VenditoreRepository } from '../venditore/venditore.repository';
import type { OperazioneChiave } from './chiave-idempotenza.repository';
import { ChiaveIdempotenzaRepository, ChiaveNonPrenotataError } from './chiave-idempotenza.repository';
import type { AutoConRicambi } from './auto.dto';
import { toAutoDettaglioDto, toScortaDto } from './auto.dto';
import type { NuovaAuto } from './auto.repository';
import { AutoRepository } from './auto.repository';
import type { RicambioRichiesto } from './piano-modifica';
import { pianoModifica } from './piano-modifica';
import type { FiltriRicerca } from './ricerca.repository';
import { RicercaRepository } from './ricerca.repository';

export interface Modifica {
  id: string;
  descrizione: string | null;
  immagini: string[];
  ricambi: RicambioRichiesto[];
  /** Names this edit forever: a retry is applied and charged once. A fresh one per edit when the caller sends none. */
  idempotencyKey?: string | null;
}

export interface Creazione extends NuovaAuto {
  /** Names this creation forever: a retry creates and charges once. Without one, every request is a new creation. */
  idempotencyKey?: string | null;
}

/**
 * The keys of the tokens debits. Without a client key the listing id is generated first, so the key names the listing
 * it paid for; a client's key is scoped to its seller (creation) or to the listing (edit), so nobody can spend or
 * block another seller's key.
 */
export const chiaveCreazione = (autoId: string) => `listing:create:${autoId}`;
export const chiaveCreazioneCliente = (venditoreId: string, requestKey: string) =>
  `listing:create:${venditoreId}:${requestKey}`;
export const chiaveModifica = (autoId: string, requestKey: string) => `listing:update:${autoId}:${requestKey}`;

/**
 * NATS carries at most 1 MiB a message, and PAGINA_SCORTA cars as long as the form allows (5,000 characters of
 * description, 12 parts of 1,000) are over 2 MB, several times that in letters of two or three bytes: a page stops at
 * three quarters of a MiB, leaving room for the reply's envelope.
 */
const MAX_BYTE_PAGINA_SCORTA = 768 * 1024;

/** The listing's write, in the transaction that also marks the client key done. */
type Scrittura = (tx: Db<PrismaClient>, emit: Emit) => Promise<void>;

/**
 * Creations and edits are paid in tokens. With a client idempotency key each is done, and paid for, once ever (see
 * docs/security.md "Idempotency keys"): the key is recorded for its seller before paying, with the operation, its
 * listing and the request's fingerprint, and outlives the listing. A retry gets the operation's outcome (the listing
 * as it is now, or IDEMPOTENCY_KEY_LISTING_DELETED once it was deleted); the key with another operation or content, or
 * one whose operation failed and was given back, is IDEMPOTENCY_KEY_REUSED.
 */
@Injectable()
export class AutoService {
  constructor(
    private readonly uow: UnitOfWork<Db<PrismaClient>>,
    private readonly auto: AutoRepository,
    private readonly chiavi: ChiaveIdempotenzaRepository,
    private readonly ricerca: RicercaRepository,
    private readonly venditori: VenditoreRepository,
    private readonly gettoni: GettoniClient,
  ) {}

  /**
   * Pays 5 tokens, then writes the car, its parts and the event in one transaction. A seller short of tokens gets
   * INSUFFICIENT_TOKENS_CREATE and nothing is written; if the write fails the tokens are given back.
   *
   * A client key fixes the listing's id: attempts racing with it share one debit (tokens) and one listing. The stock
   * code is part of what the key names (its fingerprint, which leaves a missing code out, so keys recorded before codes
   * existed still match). A code another listing of the seller has is refused before paying; one taken in between by a
   * racing creation is refused by the write, and the tokens come back.
   */
  async create(actor: Actor, correlationId: string, { idempotencyKey: chiave, ...inserzione }: Creazione): Promise<AutoDettaglioDto> {
    await this.venditori.verificaScrittura(actor.userId, { nuova: true });
    const operazione: OperazioneChiave = { operazione: 'creazione', autoId: randomUUID(), impronta: impronta(inserzione) };
    let id = operazione.autoId;
    if (chiave) {
      const registrata = await this.prenota(actor, chiave, operazione);
      if (registrata.stato === 'eseguita') return this.esito(registrata, actor);
      id = registrata.autoId;
    }
    // The key's own listing, written by a racing attempt, is no other listing: that attempt's outcome is the answer.
    if (inserzione.codiceInterno && (await this.auto.codiceInternoOccupato(actor.userId, inserzione.codiceInterno, id))) {
      throw new DomainError('CODICE_INTERNO_TAKEN');
    }
    const addebito: Addebito = {
      amount: COSTO_GETTONI.creazioneInserzione,
      reason: 'creazione-inserzione',
      idempotencyKey: chiave ? chiaveCreazioneCliente(actor.userId, chiave) : chiaveCreazione(id),
      fingerprint: operazione.impronta,
      autoId: id,
    };
    const altroTentativo = await this.pagaEScrivi(actor, correlationId, chiave, addebito, async (tx, emit) => {
      await this.auto.insert(id, actor.userId, inserzione, tx);
      await emit(CATALOGUE_EVENTS.listingCreated, { autoId: id, venditoreId: actor.userId, marca: inserzione.marca, modello: inserzione.modello });
    });
    return altroTentativo ?? this.get(id, actor);
  }

  /**
   * Checks the edit against the listing before paying for it, pays 1 token, then applies it under the listing's row
   * lock, checking again: a part sold in between fails the edit, and the token comes back.
   *
   * A retry of an applied edit gets the listing as it is now, even if edited again since: an edit is never applied a
   * second time, over whatever happened after it.
   */
  async update(actor: Actor, correlationId: string, modifica: Modifica): Promise<AutoDettaglioDto> {
    await this.venditori.verificaScrittura(actor.userId, { nuova: false });
    const { idempotencyKey: chiave, ...contenuto } = modifica;
    const operazione: OperazioneChiave = { operazione: 'modifica', autoId: modifica.id, impronta: impronta(contenuto) };
    if (chiave) {
      const registrata = await this.prenota(actor, chiave, operazione);
      if (registrata.stato === 'eseguita') return this.esito(registrata, actor);
    }
    const attuale = await this.auto.findOwn(modifica.id, actor.userId);
    if (!attuale) throw new DomainError('LISTING_NOT_FOUND');
    pianoModifica(attuale.ricambi, modifica.ricambi);
    const addebito: Addebito = {
      amount: COSTO_GETTONI.modificaInserzione,
      reason: 'modifica-inserzione',
      idempotencyKey: chiaveModifica(modifica.id, chiave ?? randomUUID()),
      fingerprint: operazione.impronta,
      autoId: modifica.id,
    };
    const altroTentativo = await this.pagaEScrivi(actor, correlationId, chiave, addebito, async (tx, emit) => {
      const bloccata = await this.auto.lockOwn(modifica.id, actor.userId, tx);
      if (!bloccata) throw new DomainError('LISTING_NOT_FOUND');
      const piano = pianoModifica(bloccata.ricambi, modifica.ricambi);
      await this.auto.update(modifica.id, { descrizione: modifica.descrizione, immagini: modifica.immagini, ...piano }, tx);
      await emit(CATALOGUE_EVENTS.listingUpdated, { autoId: modifica.id, venditoreId: actor.userId });
    });
    return altroTentativo ?? this.get(modifica.id, actor);
  }

  /**
   * Refused while an order holds a part unsold (pending or processing): the buyer may be paying for it. Under the
   * listing's lock, which a reservation takes too, so none slips in between the check and the deletion. Sold parts go
   * with the listing; their orders keep their own copies.
   */
  async delete(actor: Actor, id: string): Promise<void> {
    await this.venditori.verificaScrittura(actor.userId, { nuova: false });
    await this.uow.run(async (tx, emit) => {
      const bloccata = await this.auto.lockOwn(id, actor.userId, tx);
      if (!bloccata) throw new DomainError('LISTING_NOT_FOUND');
      if (bloccata.ricambi.some((r) => r.ordineId !== null && r.vendutoIl === null)) throw new DomainError('LISTING_HAS_OPEN_ORDERS');
      await this.auto.delete(id, actor.userId, tx);
      await emit(CATALOGUE_EVENTS.listingDeleted, { autoId: id, venditoreId: actor.userId });
    });
  }

  /** Anyone's view of a listing; its seller's (`lettore`) with the VIN. */
  async get(id: string, lettore: Actor | null): Promise<AutoDettaglioDto> {
    return this.dettaglio(await this.auto.find(id), lettore);
  }

  async getForEdit(actor: Actor, id: string): Promise<AutoDettaglioDto> {
    return this.dettaglio(await this.auto.findOwn(id, actor.userId), actor);
  }

  /**
   * What a bulk import compares its rows with: every listing of the seller in full, a page at a time: PAGINA_SCORTA
   * cars, or fewer when their descriptions are long (MAX_BYTE_PAGINA_SCORTA).
   */
  async stock(actor: Actor, dopo: CursoreScorta | null): Promise<ScortaDto> {
    const { auto, prossimo } = await this.auto.scorta(actor.userId, dopo, PAGINA_SCORTA);
    return toScortaDto(auto, prossimo, MAX_BYTE_PAGINA_SCORTA);
  }

  mine(actor: Actor, q?: string | null): Promise<AutoCardDto[]> {
    return this.ricerca.bySeller(actor.userId, q ?? null, { pubblica: false });
  }

  bySeller(venditoreId: string): Promise<AutoCardDto[]> {
    return this.ricerca.bySeller(venditoreId, null, { pubblica: true });
  }

  search(filtri: FiltriRicerca): Promise<SearchListingsDto> {
    return this.ricerca.search(filtri);
  }

  async sitemap(): Promise<MappaInserzioniDto> {
    return { inserzioni: await this.auto.sitemap() };
  }

  /**
   * Records the client key for this operation before anything is paid, or finds it recorded by an earlier or racing
   * attempt. The key recorded for another operation or content, or for one that was given up, is refused.
   */
  private async prenota(actor: Actor, chiave: string, operazione: OperazioneChiave): Promise<ChiaveIdempotenza> {
    const registrata = await this.chiavi.prenota(actor.userId, chiave, operazione);
    const stessa = registrata.operazione === operazione.operazione && registrata.impronta === operazione.impronta;
    if (!stessa || registrata.stato === 'annullata') throw new DomainError('IDEMPOTENCY_KEY_REUSED');
    return registrata;
  }

  /** The outcome of the operation a key did: its listing as it is now, or that it was deleted since. */
  private async esito(registrata: ChiaveIdempotenza, actor: Actor): Promise<AutoDettaglioDto> {
    const auto = await this.auto.find(registrata.autoId);
    if (!auto) throw new DomainError('IDEMPOTENCY_KEY_LISTING_DELETED');
    return this.dettaglio(auto, actor);
  }

  /**
   * Pays, then runs `scrivi` in a transaction that first marks the client key done: racing attempts with the key queue
   * there, and only the first writes. Null when this attempt wrote; the outcome when a racing attempt did the
   * operation first, with the debit both were answered with. Any other failure after the debit was asked for gives it
   * back (a timeout may have left it committed, or on its way).
   */
  private async pagaEScrivi(
    actor: Actor,
    correlationId: string,
    chiave: string | null | undefined,
    addebito: Addebito,
    scrivi: Scrittura,
  ): Promise<AutoDettaglioDto | null> {
    try {
      await this.gettoni.debit(actor, correlationId, addebito);
    } catch (error) {
      if (isDomainError(error) && error.code === 'INTERNAL') await this.restituisci(actor, correlationId, chiave, addebito);
      throw error;
    }
    try {
      await this.uow.run(async (tx, emit) => {
        if (chiave) await this.chiavi.segnaEseguita(actor.userId, chiave, tx);
        await scrivi(tx, emit);
      });
      return null;
    } catch (error) {
      if (chiave && error instanceof ChiaveNonPrenotataError) {
        const registrata = (await this.chiavi.find(actor.userId, chiave))!;
        // Given up by a racing attempt, which gave the shared debit back: nothing left to do, or to pay with.
        if (registrata.stato === 'annullata') throw new DomainError('IDEMPOTENCY_KEY_REUSED');
        return this.esito(registrata, actor);
      }
      await this.restituisci(actor, correlationId, chiave, addebito);
      throw error;
    }
  }

  /**
   * Gives the debit back, after marking the client key given up: no attempt can do the operation afterwards on a
   * debit being refunded. Nothing is given back when a racing attempt did the operation with this very debit.
   */
  private async restituisci(actor: Actor, correlationId: string, chiave: string | null | undefined, addebito: Addebito): Promise<void> {
    if (chiave && !(await this.chiavi.annulla(actor.userId, chiave))) return;
    await this.gettoni.refund(actor, correlationId, addebito.idempotencyKey);
  }

  private async dettaglio(auto: AutoConRicambi | null, lettore: Actor | null): Promise<AutoDettaglioDto> {
    if (!auto) throw new DomainError('LISTING_NOT_FOUND');
    const proprietario = lettore?.userId === auto.venditoreId;
    if ((auto.nascosta || auto.venditoreSospeso) && !proprietario) throw new DomainError('LISTING_UNAVAILABLE');
    return toAutoDettaglioDto(auto, await this.venditori.sintesi(auto.venditoreId), lettore?.userId === auto.venditoreId);
  }
}
