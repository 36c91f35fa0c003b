import type { CompatibilitaInserzioneDto, VerificaDto } from '../compatibilita/verifica';
import {
  chiediVerificaRequest,
  compatibilitaInserzioneRequest,
  rispondiVerificaRequest,
  verificheRicevuteRequest,
} from '../compatibilita/verifica';
import { nothing, rpc } from '../contract';
import type { ReferencedImagesDto } from '../media/retention';
import type { VisualizzazioneRegistrataDto, VisualizzazioniVenditoreDto } from '../statistiche/visualizzazioni';
import { registraVisualizzazioneRequest } from '../statistiche/visualizzazioni';
import { referencedImagesRequest } from '../media/retention';
import type {
  InserzionePerAvvisiDto,
  QueryParoleDto,
  AutoCardDto,
  AutoDettaglioDto,
  MappaInserzioniDto,
  RicambiAggiornatiDto,
  RicambiRiservatiDto,
  ScortaDto,
  SearchListingsDto,
} from './messages';
import {
  bySellerRequest,
  createListingRequest,
  listingIdRequest,
  mineRequest,
  orderPartsRequest,
  paroleRequest,
  completaRequest,
  relistPartsRequest,
  reservePartsRequest,
  searchListingsRequest,
  stockRequest,
  updateListingRequest,
} from './messages';

/**
 * Request/reply contracts served by the catalogue service (queue group `catalogue`). Writes and the seller's own views
 * act on the actor's listings only; the home search, the detail page and the public profile grid are anonymous.
 */
export const CATALOGUE = {
  listing: {
    /** Costs 5 tokens; a retry with the same idempotency key and content returns the first listing, charged once. */
    create: rpc<AutoDettaglioDto>()({ subject: 'catalogue.listing.create', request: createListingRequest, access: 'venditore' }),
    /** Costs 1 token; a retry with the same idempotency key and content is charged once, other content is refused. */
    update: rpc<AutoDettaglioDto>()({ subject: 'catalogue.listing.update', request: updateListingRequest, access: 'venditore' }),
    /** Refused with LISTING_HAS_OPEN_ORDERS while a part is in a pending or processing order. */
    delete: rpc<{ ok: true }>()({ subject: 'catalogue.listing.delete', request: listingIdRequest, access: 'venditore' }),
    get: rpc<AutoDettaglioDto>()({ subject: 'catalogue.listing.get', request: listingIdRequest, access: 'public' }),
    /** Only the owner's own listing: anyone else's reads as not found. */
    getForEdit: rpc<AutoDettaglioDto>()({
      subject: 'catalogue.listing.get-for-edit',
      request: listingIdRequest,
      access: 'venditore',
    }),
    /** Every listing of the seller in full, with its stock code, a page at a time: the imports service diffs against it, the export writes it. */
    stock: rpc<ScortaDto>()({ subject: 'catalogue.listing.stock', request: stockRequest, access: 'venditore' }),
    mine: rpc<AutoCardDto[]>()({ subject: 'catalogue.listing.mine', request: mineRequest, access: 'venditore' }),
    search: rpc<SearchListingsDto>()({ subject: 'catalogue.listing.search', request: searchListingsRequest, access: 'public' }),
    bySeller: rpc<AutoCardDto[]>()({ subject: 'catalogue.listing.by-seller', request: bySellerRequest, access: 'public' }),
    /** Every public listing's address data for the gateway's sitemap.xml, most recently changed first. */
    sitemap: rpc<MappaInserzioniDto>()({ subject: 'catalogue.listing.sitemap', request: nothing, access: 'public' }),
  },
  images: {
    /**
     * Which of the keys some listing shows, for the media worker's cleanup. No user sends it (no resolver exposes it),
     * and the answer tells nothing the public listing pages do not; NATS permissions decide which apps may ask.
     */
    referenced: rpc<ReferencedImagesDto>()({ subject: 'catalogue.images.referenced', request: referencedImagesRequest, access: 'public' }),
  },
  /**
   * Availability of parts, owned by catalogue and asked for by orders only (docs/architecture.md#reservation). A part is
   * available, reserved for one order, or sold to it; each call is idempotent per order id.
   */
  parts: {
    /** All the parts for the order, or PARTS_UNAVAILABLE and none; parts the same order already holds count as taken. */
    reserve: rpc<RicambiRiservatiDto>()({ subject: 'catalogue.parts.reserve', request: reservePartsRequest, access: 'service' }),
    /** Makes the order's reserved parts available again (cancelled order, abandoned attempt); sold ones stay sold. */
    release: rpc<RicambiAggiornatiDto>()({ subject: 'catalogue.parts.release', request: orderPartsRequest, access: 'service' }),
    /** Marks the order's reserved parts sold for good (completed order). */
    sell: rpc<RicambiAggiornatiDto>()({ subject: 'catalogue.parts.sell', request: orderPartsRequest, access: 'service' }),
    /** Puts sold parts that came back with a withdrawal on sale again, on their listing if it still exists. */
    relist: rpc<RicambiAggiornatiDto>()({ subject: 'catalogue.parts.relist', request: relistPartsRequest, access: 'service' }),
  },
  /**
   * Will it fit (docs/rules.md §3.14): the badges of a listing's parts for a vehicle with the cross-reference's "Compatibile
   * anche con", and the buyers' checks the sellers answer (docs/architecture.md#cross-reference).
   */
  compatibilita: {
    /** Anyone's: the vehicle is sent from the browser, a visitor's as much as a buyer's. */
    listing: rpc<CompatibilitaInserzioneDto>()({
      subject: 'catalogue.compatibilita.listing',
      request: compatibilitaInserzioneRequest,
      access: 'public',
    }),
    /** A buyer's: the same, with the buyer's own checks of the listing, whose answers decide their badges. */
    listingForBuyer: rpc<CompatibilitaInserzioneDto>()({
      subject: 'catalogue.compatibilita.listing-for-buyer',
      request: compatibilitaInserzioneRequest,
      access: 'acquirente',
    }),
    /** One open check per buyer and part; the seller gets a notification and an e-mail. */
    ask: rpc<VerificaDto>()({ subject: 'catalogue.compatibilita.ask', request: chiediVerificaRequest, access: 'acquirente' }),
    /** Only the part's seller, once; a "compatibile" joins the cross-reference. */
    answer: rpc<VerificaDto>()({ subject: 'catalogue.compatibilita.answer', request: rispondiVerificaRequest, access: 'venditore' }),
    /** The seller's checks, unanswered first, then newest first. */
    received: rpc<VerificaDto[]>()({
      subject: 'catalogue.compatibilita.received',
      request: verificheRicevuteRequest,
      access: 'venditore',
    }),
  },
  /** Views of listing detail pages, for the seller's statistics (docs/architecture.md#seller-statistics). */
  visualizzazioni: {
    /**
     * Sent by the gateway alone, without waiting on it, once a detail page was answered to someone other than the seller:
     * counts once per visitor key, listing and day.
     */
    record: rpc<VisualizzazioneRegistrataDto>()({
      subject: 'catalogue.visualizzazioni.record',
      request: registraVisualizzazioneRequest,
      access: 'service',
    }),
    /** The seller's own listings' views per week over the statistics' weeks, and the most viewed listings. */
    seller: rpc<VisualizzazioniVenditoreDto>()({ subject: 'catalogue.visualizzazioni.seller', request: nothing, access: 'venditore' }),
  },
  /**
   * What the demand service needs to match saved searches with the home search's own rules
   * (docs/architecture.md#saved-searches); asked by that service alone.
   */
  avvisi: {
    /** The words as the home search runs them: as they are, completed, or as codes. */
    query: rpc<QueryParoleDto>()({ subject: 'catalogue.avvisi.query', request: paroleRequest, access: 'service' }),
    /** Whether the home search, for these words and filters, runs the completion now: as they are, and as codes, they find no car. */
    completa: rpc<{ completa: boolean }>()({ subject: 'catalogue.avvisi.completa', request: completaRequest, access: 'service' }),
    /** A listing as the search sees it, with its search document; null once it is deleted. */
    listing: rpc<InserzionePerAvvisiDto | null>()({ subject: 'catalogue.avvisi.listing', request: listingIdRequest, access: 'service' }),
  },
} as const;
