import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Actor, AutoCardDto, AutoDettaglioDto, Inserzione, MappaInserzioniDto, SearchListingsDto } from '@ricambiamo/contracts';
import { CATALOGUE_EVENTS, COSTO_GETTONI } from '@ricambiamo/contracts';
import { DomainError, impronta } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import { UnitOfWork } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import { GettoniClient } from '../gettoni/gettoni.client';
import { VenditoreRepository } from '../venditore/venditore.repository';
import type { AutoConRicambi } from './listing.dto';
import { toAutoDettaglioDto } from './listing.dto';
import { CreationKeyTakenError, EditKeyTakenError, ListingRepository } from './listing.repository';
import type { RicambioRichiesto } from './piano-modifica';
import { pianoModifica } from './piano-modifica';
import type { FiltriRicerca } from './ricerca.repository';
import { RicercaRepository } from './ricerca.repository';

export interface Modifica {
  id: string;
  descrizione: string | null;
  immagini: string[];
  ricambi: RicambioRichiesto[];
  /** Makes a retried edit cost once; a fresh one per edit when the caller sends none. */
  idempotencyKey?: string | null;
}

export interface Creazione extends Inserzione {
  /** Makes a retried creation create and cost once; a fresh one per creation when the caller sends none. */
  idempotencyKey?: string | null;
}

/**
 * The keys of the tokens debits. Without a client key the listing id is generated first, so the key names the listing
 * it paid for; a client's key is scoped to its seller (creation) or to the listing (edit), so nobody can spend or
 * block another seller's key.
 */
export const chiaveCreazione = (listingId: string) => `listing:create:${listingId}`;
export const chiaveCreazioneCliente = (venditoreId: string, requestKey: string) =>
  `listing:create:${venditoreId}:${requestKey}`;
export const chiaveModifica = (listingId: string, requestKey: string) => `listing:update:${listingId}:${requestKey}`;

@Injectable()
export class ListingService {
  constructor(
    private readonly uow: UnitOfWork<Db<PrismaClient>>,
    private readonly listings: ListingRepository,
    private readonly ricerca: RicercaRepository,
    private readonly venditori: VenditoreRepository,
    private readonly gettoni: GettoniClient,
  ) {}

  /**
   * Pays 5 tokens, then writes the car, its parts and the event in one transaction. A seller short of tokens gets
   * INSUFFICIENT_TOKENS_CREATE and nothing is written; if the write fails the tokens are given back.
   *
   * With a client key, a retry (after a timeout, say) of the same content returns the listing the first attempt
   * created and pays nothing more; the key with other content is IDEMPOTENCY_KEY_REUSED. Two attempts racing with one
   * key share one debit (tokens) and one listing (the key is unique per seller).
   */
  async create(actor: Actor, correlationId: string, { idempotencyKey: chiave, ...inserzione }: Creazione): Promise<AutoDettaglioDto> {
    const fingerprint = impronta(inserzione);
    if (chiave) {
      const esistente = await this.listings.findByCreationKey(actor.userId, chiave);
      if (esistente) return this.giaCreata(esistente, fingerprint);
    }
    const id = randomUUID();
    const idempotencyKey = chiave ? chiaveCreazioneCliente(actor.userId, chiave) : chiaveCreazione(id);
    await this.gettoni.debit(actor, correlationId, {
      amount: COSTO_GETTONI.creazioneInserzione,
      reason: 'creazione-inserzione',
      idempotencyKey,
      fingerprint,
    });
    try {
      await this.uow.run(async (tx, emit) => {
        await this.listings.insert(id, actor.userId, inserzione, tx, chiave ? { chiave, impronta: fingerprint } : null);
        await emit(CATALOGUE_EVENTS.listingCreated, { listingId: id, venditoreId: actor.userId, marca: inserzione.marca, modello: inserzione.modello });
      });
    } catch (error) {
      if (chiave && error instanceof CreationKeyTakenError) {
        // A racing attempt with this key wrote the listing first; the debit both were answered with is its own.
        const esistente = await this.listings.findByCreationKey(actor.userId, chiave);
        if (esistente) return this.giaCreata(esistente, fingerprint);
      }
      await this.gettoni.refund(actor, correlationId, idempotencyKey);
      throw error;
    }
    return this.get(id);
  }

  /**
   * Checks the edit against the listing before paying for it, pays 1 token, then applies it under the listing's row
   * lock, checking again: a part sold in between fails the edit, and the token comes back.
   *
   * With a client key, a retry of an applied edit gets the listing as it is, neither applied nor paid again; the key
   * with other content is IDEMPOTENCY_KEY_REUSED, here and in tokens, so one token never pays for two edits.
   */
  async update(actor: Actor, correlationId: string, modifica: Modifica): Promise<AutoDettaglioDto> {
    const { idempotencyKey: chiave, ...contenuto } = modifica;
    const fingerprint = impronta(contenuto);
    const attuale = await this.listings.findOwn(modifica.id, actor.userId);
    if (!attuale) throw new DomainError('LISTING_NOT_FOUND');
    if (chiave) {
      const applicata = await this.listings.findAppliedEdit(modifica.id, chiave);
      if (applicata) return this.giaApplicata(applicata.impronta, fingerprint, modifica.id);
    }
    pianoModifica(attuale.ricambi, modifica.ricambi);
    const idempotencyKey = chiaveModifica(modifica.id, chiave ?? randomUUID());
    await this.gettoni.debit(actor, correlationId, {
      amount: COSTO_GETTONI.modificaInserzione,
      reason: 'modifica-inserzione',
      idempotencyKey,
      fingerprint,
    });
    try {
      await this.uow.run(async (tx, emit) => {
        const bloccata = await this.listings.lockOwn(modifica.id, actor.userId, tx);
        if (!bloccata) throw new DomainError('LISTING_NOT_FOUND');
        if (chiave) await this.listings.recordAppliedEdit(modifica.id, { chiave, impronta: fingerprint }, tx);
        const piano = pianoModifica(bloccata.ricambi, modifica.ricambi);
        await this.listings.update(modifica.id, { descrizione: modifica.descrizione, immagini: modifica.immagini, ...piano }, tx);
        await emit(CATALOGUE_EVENTS.listingUpdated, { listingId: modifica.id, venditoreId: actor.userId });
      });
    } catch (error) {
      if (chiave && error instanceof EditKeyTakenError) {
        // A racing attempt with this key applied the edit; the debit both were answered with is its own.
        const applicata = await this.listings.findAppliedEdit(modifica.id, chiave);
        if (applicata) return this.giaApplicata(applicata.impronta, fingerprint, modifica.id);
      }
      await this.gettoni.refund(actor, correlationId, idempotencyKey);
      throw error;
    }
    return this.get(modifica.id);
  }

  /**
   * Refused while an order holds a part unsold (pending or processing): the buyer may be paying for it. Under the
   * listing's lock, which a reservation takes too, so none slips in between the check and the deletion. Sold parts go
   * with the listing; their orders keep their own copies.
   */
  async delete(actor: Actor, id: string): Promise<void> {
    await this.uow.run(async (tx, emit) => {
      const bloccata = await this.listings.lockOwn(id, actor.userId, tx);
      if (!bloccata) throw new DomainError('LISTING_NOT_FOUND');
      if (bloccata.ricambi.some((r) => r.ordineId !== null && r.vendutoIl === null)) throw new DomainError('LISTING_HAS_OPEN_ORDERS');
      await this.listings.delete(id, actor.userId, tx);
      await emit(CATALOGUE_EVENTS.listingDeleted, { listingId: id, venditoreId: actor.userId });
    });
  }

  async get(id: string): Promise<AutoDettaglioDto> {
    return this.dettaglio(await this.listings.find(id));
  }

  async getForEdit(actor: Actor, id: string): Promise<AutoDettaglioDto> {
    return this.dettaglio(await this.listings.findOwn(id, actor.userId));
  }

  mine(actor: Actor, q?: string | null): Promise<AutoCardDto[]> {
    return this.ricerca.bySeller(actor.userId, q);
  }

  bySeller(venditoreId: string): Promise<AutoCardDto[]> {
    return this.ricerca.bySeller(venditoreId);
  }

  search(filtri: FiltriRicerca): Promise<SearchListingsDto> {
    return this.ricerca.search(filtri);
  }

  async sitemap(): Promise<MappaInserzioniDto> {
    return { inserzioni: await this.listings.sitemap() };
  }

  /** The listing an earlier attempt with the same key created, if this attempt carries the same content. */
  private async giaCreata(auto: AutoConRicambi, fingerprint: string): Promise<AutoDettaglioDto> {
    if (auto.improntaCreazione !== fingerprint) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
    return this.dettaglio(auto);
  }

  private async giaApplicata(improntaApplicata: string, fingerprint: string, id: string): Promise<AutoDettaglioDto> {
    if (improntaApplicata !== fingerprint) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
    return this.get(id);
  }

  private async dettaglio(auto: AutoConRicambi | null): Promise<AutoDettaglioDto> {
    if (!auto) throw new DomainError('LISTING_NOT_FOUND');
    return toAutoDettaglioDto(auto, await this.venditori.sintesi(auto.venditoreId));
  }
}
