import { z } from 'zod';
import { event } from '../contract';
import { segnalazioneInoltrata } from '../moderation/events';

const recensione = z.object({
  recensioneId: z.uuid(),
  ordineId: z.uuid(),
  codiceOrdine: z.string(),
  venditoreId: z.uuid(),
  acquirenteId: z.uuid(),
  complessivo: z.number().int().min(1).max(5),
});
export type RecensioneEvent = z.input<typeof recensione>;

/** What catalogue keeps of a seller's reputation, for the search cards and the sort by rating. */
const reputazioneCambiata = z.object({
  venditoreId: z.uuid(),
  mediaStelle: z.number().nullable(),
  numeroRecensioni: z.number().int().min(0),
  affidabile: z.boolean(),
});
export type ReputazioneCambiataEvent = z.input<typeof reputazioneCambiata>;

export const REVIEWS_EVENTS = {
  /** To the seller: a new review of one of their orders. */
  reviewCreated: event('evt.reviews.review.created', recensione),
  /** To the buyer: the seller replied to their review. */
  reviewReplied: event('evt.reviews.review.replied', recensione),
  /** What the search shows of a seller changed: average, count or the badge. */
  reputationChanged: event('evt.reviews.reputation.changed', reputazioneCambiata),
  /** Reported by a side of its order: to moderation's queue. */
  reviewReported: event('evt.reviews.review.reported', segnalazioneInoltrata),
} as const;
