import { z } from 'zod';
import type { Compatibilita } from '../compatibilita/compatibilita';
import { veicoloCompatibilitaSchema } from '../compatibilita/verifica';
import { CARBURANTI, CATALOGO_RICAMBI, type GradoCondizione, type NomeRicambio, ORDINAMENTI_RICERCA } from '../validation/catalogo';
import { codiceInternoField, inserzioneSchema, modificaInserzioneSchema, type DatiAuto } from '../validation/inserzione';
import { nullishDefault } from '../validation/fields';
import { veicoloFiltroCompatibileSchema } from '../validation/veicolo';

/**
 * Optional, one per attempt of the client, naming that one operation of the seller forever: a retry with the same key
 * and the same content is done and charged once, and answers the outcome even later (IDEMPOTENCY_KEY_LISTING_DELETED
 * once its listing was deleted); the same key with other content, or for another operation, is refused
 * (IDEMPOTENCY_KEY_REUSED). Without one, every request is a new attempt.
 */
const idempotencyKey = z.uuid().nullish();

export const createListingRequest = inserzioneSchema.extend({
  /** A retry returns the listing the first attempt created. */
  idempotencyKey,
  /** The seller's own stock code, unique among its listings (CODICE_INTERNO_TAKEN): how an import finds the car again. */
  codiceInterno: codiceInternoField.nullish().transform((v) => v ?? null),
});
export type CreateListingRequest = z.input<typeof createListingRequest>;

export const updateListingRequest = modificaInserzioneSchema.extend({
  id: z.uuid(),
  idempotencyKey,
});
export type UpdateListingRequest = z.input<typeof updateListingRequest>;

export const listingIdRequest = z.object({ id: z.uuid() });
export type ListingIdRequest = z.input<typeof listingIdRequest>;

const range = z.number().int().min(0).max(10_000_000).nullish();

/** docs/rules.md §3 Home filters plus free text; every field optional. */
export const searchListingsRequest = z.object({
  q: z.string().trim().max(100).nullish(),
  marca: z.string().trim().max(60).nullish(),
  modello: z.string().trim().max(60).nullish(),
  carburante: z.enum(CARBURANTI).nullish(),
  annoDa: range,
  annoA: range,
  kmDa: range,
  kmA: range,
  cvDa: range,
  cvA: range,
  kwDa: range,
  kwA: range,
  cilindrata: range,
  soloDisponibili: nullishDefault(z.boolean(), false),
  /** "Solo compatibili": the cars that fit this vehicle, Compatibile or Probabilmente compatibile (docs/rules.md §3.14). */
  compatibileCon: veicoloFiltroCompatibileSchema.nullish(),
  /** Newest first, or the best rated sellers' cars first (docs/search.md#sort-by-rating). */
  ordinamento: nullishDefault(z.enum(ORDINAMENTI_RICERCA), 'recenti'),
  page: nullishDefault(z.number().int().min(1).max(1000), 1),
  pageSize: nullishDefault(z.number().int().min(1).max(48), 12),
});
export type SearchListingsRequest = z.input<typeof searchListingsRequest>;

const parole = z.string().trim().min(1).max(100);
export const paroleRequest = z.object({ q: parole });
/** A saved search's words and filters: the words resolve against the cars these filters select, as in the search. */
export const completaRequest = searchListingsRequest.extend({ q: parole });

/**
 * The words of a search in the forms the search may run them (docs/architecture.md#saved-searches), in tsquery's text
 * form; none depends on the cars listed, so a saved search keeps them.
 */
export interface QueryParoleDto {
  /** The words and their synonyms. */
  esatta: string;
  /** The same with the last word a prefix and without its synonyms, which the search runs when `esatta` and `codici` find no car; null when the last word cannot be completed. */
  completamento: string | null;
  /** The engine and OEM codes the words may be (their prefix); null when they are no code. */
  codici: string | null;
}

/** A listing with what the home search matches it by: its filters' columns and its search document (tsvector text). */
export interface InserzionePerAvvisiDto extends DatiAuto {
  autoId: string;
  venditoreId: string;
  titolo: string;
  immagine: string | null;
  ricambiDisponibili: number;
  documento: string;
  /** Every OEM code of its parts, normalised: a wanted-part request with one of them can be answered from this car. */
  codiciOem: string[];
}

export const mineRequest = z.object({ q: z.string().trim().max(100).nullish() });
export type MineRequest = z.input<typeof mineRequest>;

export const bySellerRequest = z.object({ venditoreId: z.uuid() });
export type BySellerRequest = z.input<typeof bySellerRequest>;

export interface RicambioDto {
  id: string;
  nome: NomeRicambio;
  descrizione: string | null;
  prezzoCentesimi: number;
  spedizioneCentesimi: number;
  disponibile: boolean;
  grado: GradoCondizione | null;
  garanziaGiorni: number;
  /** As the seller wrote it, possibly several codes (codiciOem splits and normalises them). */
  codiceOem: string | null;
  codiceCambio: string | null;
}

export interface VenditoreSintesiDto {
  id: string;
  nome: string;
  nomeAttivita: string | null;
  /** On catalogue's cards and detail: what reviews last announced of the seller (docs/architecture.md#reviews-and-reputation). */
  valutazione?: ValutazioneVenditoreDto;
}

/** A seller's all-time average and count of reviews, and the "Venditore affidabile" badge. */
export interface ValutazioneVenditoreDto {
  mediaStelle: number | null;
  numeroRecensioni: number;
  affidabile: boolean;
}

/** A card on the home page, the seller's table and the public profile grid. */
export interface AutoCardDto extends DatiAuto {
  id: string;
  /** First photo's key; the web builds /media URLs from it. */
  immagine: string | null;
  ricambiDisponibili: number;
  /**
   * Of the available parts, the safety parts (RICAMBI_DI_SICUREZZA) only a declared repair business may order: a card
   * says "3 ricambi disponibili · 1 solo per officine", so a consumer is not promised parts it cannot buy.
   */
  ricambiSoloOfficine: number;
  ricambiTotali: number;
  /** A well-formed VIN was given: what the public pages say of it ("Telaio verificato"), never the VIN itself. */
  telaioVerificato: boolean;
  createdAt: string;
  venditore: VenditoreSintesiDto;
}

export interface AutoDettaglioDto extends Omit<AutoCardDto, 'immagine'> {
  /**
   * The VIN, answered to the listing's seller only (their edit view, the answers to their writes); null for any other
   * caller, an anonymous one included, who reads `telaioVerificato`.
   */
  numeroTelaio: string | null;
  descrizione: string | null;
  immagini: string[];
  ricambi: RicambioDto[];
}

/** A listing as its seller's whole stock lists it: what an import compares a row with, and what the export writes. */
export interface AutoScortaDto extends DatiAuto {
  id: string;
  codiceInterno: string | null;
  numeroTelaio: string | null;
  descrizione: string | null;
  immagini: string[];
  ricambi: RicambioDto[];
}

/**
 * The stock travels a page at a time, oldest first: a yard's thousand cars in full are megabytes, and a NATS message
 * carries at most one. A page holds up to PAGINA_SCORTA cars, fewer when they are large (catalogue stops a page before
 * it would outgrow a message); `prossimo` is where the next page starts, null after the last.
 */
export const PAGINA_SCORTA = 100;

const cursoreScorta = z.object({ createdAt: z.iso.datetime(), id: z.uuid() });
export type CursoreScorta = z.output<typeof cursoreScorta>;

export const stockRequest = z.object({ dopo: cursoreScorta.nullish().transform((v) => v ?? null) });
export type StockRequest = z.input<typeof stockRequest>;

export interface ScortaDto {
  auto: AutoScortaDto[];
  prossimo: CursoreScorta | null;
}

/** At most this many listings go into the sitemap: one sitemap file holds 50,000 addresses. */
export const MAX_INSERZIONI_SITEMAP = 50_000;

export interface MappaInserzioniDto {
  inserzioni: { id: string; venditoreId: string; updatedAt: string }[];
}

export interface SearchListingsDto {
  items: AutoCardDto[];
  /** The number of matches, exact up to MAX_TOTALE_RICERCA; past it, MAX_TOTALE_RICERCA with `totaleEsatto` false. */
  total: number;
  totaleEsatto: boolean;
  page: number;
  pageSize: number;
}

/**
 * Orders asks for the parts of one listing for an order: all of them are taken for it, or none. `entro` bounds when
 * the request may still take effect, so a request delayed past the point where orders gave the attempt up (and released
 * whatever it held) cannot reserve parts nobody will ever release.
 */
export const reservePartsRequest = z.object({
  ordineId: z.uuid(),
  acquirenteId: z.uuid(),
  autoId: z.uuid(),
  ricambiIds: z.array(z.uuid()).min(1).max(CATALOGO_RICAMBI.length),
  /** The payment deadline: until then the part is held for the buyer. */
  scadenza: z.iso.datetime(),
  entro: z.iso.datetime(),
  /** Whether the buyer declared a repair business: without it a safety part refuses the whole order. */
  officina: z.boolean(),
  /**
   * The buyer's active vehicle, which each part's fit is judged for (docs/rules.md §3.14); none without a garage (and in
   * requests of an orders service from before fits were kept).
   */
  veicolo: veicoloCompatibilitaSchema.nullish().transform((veicolo) => veicolo ?? null),
});
export type ReservePartsRequest = z.input<typeof reservePartsRequest>;

export const orderPartsRequest = z.object({ ordineId: z.uuid() });
export type OrderPartsRequest = z.input<typeof orderPartsRequest>;

/** Parts an order bought that came back with the consumer's withdrawal. */
export const relistPartsRequest = orderPartsRequest.extend({ ricambiIds: z.array(z.uuid()).min(1).max(CATALOGO_RICAMBI.length) });
export type RelistPartsRequest = z.input<typeof relistPartsRequest>;

/**
 * What an order keeps of each part it took: the name, description, price and shipping of that moment, and the fit the
 * part was bought with for the buyer's active vehicle (docs/rules.md §3.14): null without a vehicle, for orders placed
 * before fits were kept, and when it could not be worked out.
 */
export type RicambioRiservatoDto = Pick<RicambioDto, 'nome' | 'descrizione' | 'prezzoCentesimi' | 'spedizioneCentesimi'> & {
  ricambioId: string;
  compatibilita: Compatibilita | null;
};

export interface RicambiRiservatiDto {
  venditoreId: string;
  autoId: string;
  ricambi: RicambioRiservatoDto[];
}

/** How many parts of the order the call changed: 0 when an earlier call already did it. */
export interface RicambiAggiornatiDto {
  ricambi: number;
}
