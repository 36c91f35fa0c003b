import { z } from 'zod';
import { event } from '../contract';
import { istantaneaSchema } from './messages';
import { AZIONI, AZIONI_PROVVEDIMENTO, ESITI_RICORSO, MOTIVI_SEGNALAZIONE, OGGETTI_INOLTRATI } from './testi';

const inserzione = z.object({ autoId: z.uuid(), provvedimentoId: z.uuid() });
const recensione = z.object({ recensioneId: z.uuid(), provvedimentoId: z.uuid() });

/**
 * A report of a review, a conversation or a request, forwarded by the service that holds the content (OGGETTI_INOLTRATI)
 * to moderation's queue: the content as the reporter saw it, whom a decision would affect, and the reason in
 * moderation's terms with the service's own words in the explanation. Each service declares it among its events.
 */
export const segnalazioneInoltrata = z.object({
  segnalazioneId: z.uuid(),
  oggetto: z.enum(OGGETTI_INOLTRATI),
  oggettoId: z.uuid(),
  interessatoId: z.uuid(),
  segnalanteId: z.uuid(),
  motivo: z.enum(MOTIVI_SEGNALAZIONE),
  spiegazione: z.string(),
  istantanea: istantaneaSchema,
});

/** Whoever reported: an account, or the e-mail they gave; nobody to tell without either. */
const segnalante = z.object({ utenteId: z.uuid().nullable(), email: z.string().nullable() });

/** A report received: its reporter gets an acknowledgement. */
const ricevuta = z.object({ segnalazioneId: z.uuid(), segnalante, titolo: z.string() });
export type SegnalazioneRicevutaEvent = z.input<typeof ricevuta>;

/** A case decided: each of its reporters is told the outcome, whichever it is. */
const casoDeciso = z.object({
  casoId: z.uuid(),
  titolo: z.string(),
  azione: z.enum(AZIONI),
  segnalanti: z.array(segnalante.extend({ segnalazioneId: z.uuid() })),
});
export type CasoDecisoEvent = z.input<typeof casoDeciso>;

/** A statement of reasons issued to the user a decision affects (art. 17 DSA). */
const provvedimento = z.object({
  provvedimentoId: z.uuid(),
  utenteId: z.uuid(),
  titolo: z.string(),
  azione: z.enum(AZIONI_PROVVEDIMENTO),
});
export type ProvvedimentoEvent = z.input<typeof provvedimento>;

/** An appeal decided, by an operator other than the first: its author is told the outcome. */
const ricorsoDeciso = z.object({ provvedimentoId: z.uuid(), utenteId: z.uuid(), titolo: z.string(), esito: z.enum(ESITI_RICORSO) });
export type RicorsoDecisoEvent = z.input<typeof ricorsoDeciso>;

/** A seller suspended by a decision, for a time or until further notice (`fino` null); identity applies it. */
const sospensione = z.object({ venditoreId: z.uuid(), provvedimentoId: z.uuid(), fino: z.iso.datetime().nullable() });
export type SospensioneEvent = z.input<typeof sospensione>;
/** The suspension ended: its time ran out, or an appeal undid it. */
const revoca = z.object({ venditoreId: z.uuid(), provvedimentoId: z.uuid() });

/** The operator checked a seller's traceability data: identity marks them verified until the data change. */
const verificato = z.object({ venditoreId: z.uuid() });

export const MODERATION_EVENTS = {
  sellerVerified: event('evt.moderation.seller.verified', verificato),
  sellerSuspended: event('evt.moderation.seller.suspended', sospensione),
  sellerReinstated: event('evt.moderation.seller.reinstated', revoca),
  listingHidden: event('evt.moderation.listing.hidden', inserzione),
  listingRestored: event('evt.moderation.listing.restored', inserzione),
  reviewHidden: event('evt.moderation.review.hidden', recensione),
  reviewRestored: event('evt.moderation.review.restored', recensione),
  reportReceived: event('evt.moderation.report.received', ricevuta),
  caseDecided: event('evt.moderation.case.decided', casoDeciso),
  statementIssued: event('evt.moderation.statement.issued', provvedimento),
  appealDecided: event('evt.moderation.appeal.decided', ricorsoDeciso),
} as const;
