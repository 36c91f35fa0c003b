import { rpc } from '../contract';
import type { ContenutoSegnalatoDto } from '../moderation/messages';
import type { RecensioneDto, RecensioneOrdineDto, RecensioniVenditoreDto, ReputazioneDto, SegnalazioneDto } from './messages';
import {
  modificaRecensioneRequest,
  recensioneIdRequest,
  recensioniOrdiniRequest,
  recensioniVenditoreRequest,
  recensisciRequest,
  reputazioneRequest,
  rispondiRecensioneRequest,
  segnalaRecensioneRequest,
} from './messages';

/**
 * Request/reply contracts served by the reviews service (queue group `reviews`): the reviews of completed orders and
 * the sellers' reputation (docs/architecture.md#reviews-and-reputation). An order the caller is not a party of reads
 * as REVIEW_ORDER_NOT_FOUND, a review as REVIEW_NOT_FOUND: neither reveals that it exists.
 */
export const REVIEWS = {
  review: {
    /** The order's buyer, once, from an hour after Completato for 60 days (docs/rules.md §3.16). */
    create: rpc<RecensioneDto>()({ subject: 'reviews.review.create', request: recensisciRequest, access: 'acquirente' }),
    /** Its author, for 7 days. */
    update: rpc<RecensioneDto>()({ subject: 'reviews.review.update', request: modificaRecensioneRequest, access: 'acquirente' }),
    /** The reviewed seller, once, publicly. */
    reply: rpc<RecensioneDto>()({ subject: 'reviews.review.reply', request: rispondiRecensioneRequest, access: 'venditore' }),
    /** Either side of the order, once each; it hides nothing, it is queued for the operator. */
    report: rpc<SegnalazioneDto>()({ subject: 'reviews.review.report', request: segnalaRecensioneRequest, access: 'authenticated' }),
    /** A shown review as its seller's page reads it, and its author: what moderation files anyone else's report with. */
    snapshot: rpc<ContenutoSegnalatoDto>()({ subject: 'reviews.review.snapshot', request: recensioneIdRequest, access: 'service' }),
    /** A seller's reviews, newest first, a page at a time. */
    bySeller: rpc<RecensioniVenditoreDto>()({ subject: 'reviews.review.by-seller', request: recensioniVenditoreRequest, access: 'public' }),
    /** The caller's orders among those asked, with their review and its window. */
    forOrders: rpc<RecensioneOrdineDto[]>()({ subject: 'reviews.review.for-orders', request: recensioniOrdiniRequest, access: 'authenticated' }),
  },
  reputation: {
    /** A seller's reputation, zero until something happened; read from the read model, never computed per request. */
    get: rpc<ReputazioneDto>()({ subject: 'reviews.reputation.get', request: reputazioneRequest, access: 'public' }),
  },
} as const;
