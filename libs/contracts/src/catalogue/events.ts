import { z } from 'zod';
import { ESITI_VERIFICA } from '../compatibilita/verifica-testi';
import { event, withRenamedFields } from '../contract';

/**
 * The subjects say `listing`, the payloads `autoId`: both name the car. Events written before the payload said
 * `autoId` carry `listingId` and still read.
 */
const autoEvent = z.object({ autoId: z.uuid(), venditoreId: z.uuid() });
const PRIMA_DI_AUTO_ID = { listingId: 'autoId' } as const;

/**
 * The yard lists the seller's cars by make and model, which never change after creation. Absent from the events
 * written before they were added: a consumer asks catalogue for them (CATALOGUE.listing.get).
 */
const autoCreata = withRenamedFields(autoEvent.extend({ marca: z.string().optional(), modello: z.string().optional() }), PRIMA_DI_AUTO_ID);
const autoCambiata = withRenamedFields(autoEvent, PRIMA_DI_AUTO_ID);
export type ListingCreatedEvent = z.input<typeof autoCreata>;
export type ListingUpdatedEvent = z.input<typeof autoCambiata>;
export type ListingDeletedEvent = ListingUpdatedEvent;

/** A check asked or answered (docs/rules.md §3.14): notifications tells the seller, then the buyer. */
const verificaEvent = z.object({
  verificaId: z.uuid(),
  autoId: z.uuid(),
  ricambioId: z.uuid(),
  venditoreId: z.uuid(),
  acquirenteId: z.uuid(),
  nomeRicambio: z.string(),
  titoloAuto: z.string(),
  /** The buyer's vehicle as named in texts: "Fiat Panda 2012". */
  veicolo: z.string(),
});
const verificaRisposta = verificaEvent.extend({ esito: z.enum(ESITI_VERIFICA), nota: z.string().nullable() });
export type VerificaRichiestaEvent = z.input<typeof verificaEvent>;
export type VerificaRispostaEvent = z.input<typeof verificaRisposta>;

export const CATALOGUE_EVENTS = {
  listingCreated: event('evt.catalogue.listing.created', autoCreata),
  /**
   * The cross-reference rebuilds the listing's rows from it; the saved-search alerts will match a listing when an edit
   * makes it match (a part added), from it too (docs/architecture.md#message-flows).
   */
  listingUpdated: event('evt.catalogue.listing.updated', autoCambiata),
  /** The yard drops the car from its area when this arrives. */
  listingDeleted: event('evt.catalogue.listing.deleted', autoCambiata),
  verificaRichiesta: event('evt.catalogue.verifica.requested', verificaEvent),
  /** A "compatibile" also joins the cross-reference (catalogue's own consumer). */
  verificaRisposta: event('evt.catalogue.verifica.answered', verificaRisposta),
} as const;
