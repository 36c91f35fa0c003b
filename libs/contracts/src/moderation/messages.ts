import { z } from 'zod';
import { EMAIL_PATTERN, optionalText } from '../validation/fields';
import type { Azione, AzioneProvvedimento, EsitoRicorso, Fondamento, MotivoSegnalazione, OggettoSegnalazione, StatoCaso } from './testi';
import {
  AZIONI,
  ESITI_RICORSO,
  FONDAMENTI,
  MAX_GIORNI_SOSPENSIONE,
  MAX_SPIEGAZIONE,
  MAX_TESTO_DECISIONE,
  MAX_TESTO_RICORSO,
  MESSAGGI_MODERAZIONE as M,
  MIN_SPIEGAZIONE,
  MOTIVI_SEGNALAZIONE,
  OGGETTI_MODULO,
  STATI_CASO,
} from './testi';

const campiSegnalazione = z.object({
  motivo: z.enum(MOTIVI_SEGNALAZIONE, { error: M.motivo }),
  spiegazione: z.string({ error: M.spiegazione }).trim().min(MIN_SPIEGAZIONE, M.spiegazione).max(MAX_SPIEGAZIONE, M.spiegazioneLunga),
  nome: optionalText(120),
  email: z
    .string()
    .trim()
    .refine((email) => email === '' || EMAIL_PATTERN.test(email), M.email)
    .nullish()
    .transform((email) => email?.toLowerCase() || null),
  buonaFede: z.literal(true, { error: M.buonaFede }),
});

/** A claim of infringed rights names whoever makes it (art. 16(2)(c) DSA). */
const conChiSegnala = <T extends { motivo: MotivoSegnalazione; nome: string | null; email: string | null }>(s: T, ctx: z.RefinementCtx) => {
  if (s.motivo !== 'diritti') return;
  if (!s.nome) ctx.addIssue({ code: 'custom', path: ['nome'], message: M.perDiritti });
  if (!s.email) ctx.addIssue({ code: 'custom', path: ['email'], message: M.perDiritti });
};

/** "Segnala" (docs/rules.md §3.22): the same schema checks the form in the browser and the moderation service. */
export const segnalazioneSchema = campiSegnalazione.superRefine(conChiSegnala);
export type SegnalazioneInput = z.input<typeof segnalazioneSchema>;

export const segnalaRequest = campiSegnalazione
  .extend({ oggetto: z.enum(OGGETTI_MODULO), oggettoId: z.uuid({ error: 'Contenuto non trovato' }) })
  .superRefine(conChiSegnala);
export type SegnalaRequest = z.input<typeof segnalaRequest>;

/** The operator's queue, by state; oldest first, as reports wait their turn. */
export const codaRequest = z.object({ stato: z.enum(STATI_CASO).nullish() });
export const casoIdRequest = z.object({ casoId: z.uuid({ error: 'Caso non trovato' }) });

/** The decision form of the console: the same schema in the browser and in the service. */
export const decisioneSchema = z.object({
  azione: z.enum(AZIONI, { error: M.azione }),
  /** For a suspension: how many days, or until further notice (null). */
  giorniSospensione: z
    .preprocess(
      (giorni) => (giorni === '' || giorni === null || giorni === undefined ? null : Number(giorni)),
      z.number({ error: M.giorni }).int(M.giorni).min(1, M.giorni).max(MAX_GIORNI_SOSPENSIONE, M.giorni).nullable(),
    )
    .optional(),
  fatti: z.string({ error: M.fatti }).trim().min(MIN_SPIEGAZIONE, M.fatti).max(MAX_TESTO_DECISIONE, M.fattiLunghi),
  fondamento: z.enum(FONDAMENTI, { error: M.fondamento }),
});
export type DecisioneInput = z.input<typeof decisioneSchema>;
export type DecisioneOutput = z.output<typeof decisioneSchema>;
export const decidiRequest = decisioneSchema.extend({ casoId: z.uuid({ error: 'Caso non trovato' }) });

const provvedimentoId = z.uuid({ error: 'Provvedimento non trovato' });
export const provvedimentoIdRequest = z.object({ provvedimentoId });

export const ricorsoSchema = z.object({
  testo: z.string({ error: M.ricorso }).trim().min(MIN_SPIEGAZIONE, M.ricorso).max(MAX_TESTO_RICORSO, M.ricorsoLungo),
});
export const ricorriRequest = ricorsoSchema.extend({ provvedimentoId });

export const esitoRicorsoSchema = z.object({
  esito: z.enum(ESITI_RICORSO, { error: M.esito }),
  motivazione: z.string({ error: M.fatti }).trim().min(MIN_SPIEGAZIONE, M.fatti).max(MAX_TESTO_DECISIONE, M.fattiLunghi),
});
export type EsitoRicorsoInput = z.input<typeof esitoRicorsoSchema>;
export const decidiRicorsoRequest = esitoRicorsoSchema.extend({ provvedimentoId });

export const registroRequest = z.object({ prima: z.iso.datetime().nullish() });

/** Which seller, and what the operator checked (in the log). */
export const verificaVenditoreRequest = z.object({
  venditoreId: z.uuid({ error: 'Venditore non trovato' }),
  nota: z.string({ error: M.fatti }).trim().min(MIN_SPIEGAZIONE, M.fatti).max(MAX_TESTO_DECISIONE, M.fattiLunghi),
});

/**
 * A reported content as moderation files it: whom a decision would affect, and the content as anyone sees it now.
 * The services that hold reviews and requests answer it for a visitor's report (REVIEWS.review.snapshot,
 * DEMAND.request.snapshot).
 */
export interface ContenutoSegnalatoDto {
  interessatoId: string;
  istantanea: IstantaneaDto;
}

/** One report as the operator reads it: the reporter is a name and an e-mail when given, an account, or nobody. */
export interface SegnalazioneCasoDto {
  id: string;
  motivo: MotivoSegnalazione;
  spiegazione: string;
  nome: string | null;
  email: string | null;
  /** The account that reported, if signed in. */
  utenteId: string | null;
  createdAt: string;
}

/**
 * The content as it was when first reported, kept by moderation: later edits, hiding or deletion change nothing in
 * it. `righe` are its label–value lines, as the console lists them; `link` the page the content is on, while it is
 * there, and none for a conversation, which only its two sides see. A schema, as forwarded reports carry it in events.
 */
export const istantaneaSchema = z.object({
  titolo: z.string(),
  righe: z.array(z.object({ etichetta: z.string(), valore: z.string() })),
  link: z.string().nullable(),
});
export type IstantaneaDto = z.output<typeof istantaneaSchema>;

export interface ProvvedimentoDto {
  id: string;
  casoId: string;
  azione: AzioneProvvedimento;
  oggetto: OggettoSegnalazione;
  oggettoId: string;
  titolo: string;
  fatti: string;
  fondamento: Fondamento;
  /** Always false: a person decides every case (art. 17(3)(c)). */
  automatizzata: boolean;
  /** A suspension's end; null until further notice, and for the other actions. */
  sospesoFino: string | null;
  createdAt: string;
  ricorso: RicorsoDto | null;
  /** Until when an appeal may be lodged: MESI_RICORSO after the decision. */
  ricorribileFino: string;
}

export interface RicorsoDto {
  testo: string;
  createdAt: string;
  esito: EsitoRicorso | null;
  motivazione: string | null;
  decisoIl: string | null;
}

/** A case: every report of one content, grouped, with the decision once made. */
export interface CasoDto {
  id: string;
  oggetto: OggettoSegnalazione;
  oggettoId: string;
  stato: StatoCaso;
  istantanea: IstantaneaDto;
  /** The user the content belongs to: a listing's seller, the seller themselves, a review's, message's or request's author. */
  interessatoId: string;
  segnalazioni: SegnalazioneCasoDto[];
  createdAt: string;
  decisione: { azione: Azione; fatti: string; fondamento: Fondamento; operatoreId: string; decisoIl: string } | null;
  provvedimento: ProvvedimentoDto | null;
}

/** One line of the audit log: who did what, to what, when and why. */
export interface VoceRegistroDto {
  id: string;
  operatoreId: string;
  operatore: string;
  azione: string;
  oggetto: string;
  motivazione: string;
  createdAt: string;
}
