import { z } from 'zod';
import { event } from '../contract';
import { segnalazioneInoltrata } from '../moderation/events';
import { MOTIVI_CHIUSURA_RICHIESTA } from './testi';

/** A car matched a buyer's saved search, once per search and car however often the car changes or the event is read. */
const corrispondenza = z.object({
  ricercaId: z.uuid(),
  acquirenteId: z.uuid(),
  nomeRicerca: z.string(),
  autoId: z.uuid(),
  /** "Fiat Panda 2012", as the card names the car. */
  titolo: z.string(),
  /** E-mail it now: the search's frequency is `subito`. Otherwise the morning digest carries it. */
  email: z.boolean(),
  /** The signed token of the e-mail's unsubscribe link for this search. */
  disattiva: z.string(),
});
export type CorrispondenzaEvent = z.input<typeof corrispondenza>;

/** One buyer's matches of the day for their searches e-mailed as a digest, at 8:00 Italian time. */
const riepilogo = z.object({
  riepilogoId: z.uuid(),
  acquirenteId: z.uuid(),
  voci: z
    .array(z.object({ ricercaId: z.uuid(), nomeRicerca: z.string(), autoId: z.uuid(), titolo: z.string(), disattiva: z.string() }))
    .min(1),
});
export type RiepilogoEvent = z.input<typeof riepilogo>;

/** A yard answered a buyer's request with one of its parts: the buyer is told, with a link to the request. */
const risposta = z.object({
  richiestaId: z.uuid(),
  rispostaId: z.uuid(),
  acquirenteId: z.uuid(),
  /** The requested car, "Volkswagen Golf VI 2010". */
  titolo: z.string(),
  venditore: z.string(),
  nomeRicambio: z.string(),
});
export type RispostaRichiestaEvent = z.input<typeof risposta>;

/** A request closed: the yards that answered it are told why. */
const chiusura = z.object({
  richiestaId: z.uuid(),
  titolo: z.string(),
  motivo: z.enum(MOTIVI_CHIUSURA_RICHIESTA),
  venditoriIds: z.array(z.uuid()),
});
export type ChiusuraRichiestaEvent = z.input<typeof chiusura>;

export const DEMAND_EVENTS = {
  searchMatched: event('evt.demand.search.matched', corrispondenza),
  digestReady: event('evt.demand.digest.ready', riepilogo),
  requestAnswered: event('evt.demand.request.answered', risposta),
  requestClosed: event('evt.demand.request.closed', chiusura),
  /** Reported by someone signed in: to moderation's queue, as the request was. */
  requestReported: event('evt.demand.request.reported', segnalazioneInoltrata),
} as const;
