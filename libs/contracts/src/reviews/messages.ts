import { z } from 'zod';
import type { MotivoSegnalazioneRecensione } from './testi';
import { segnalazioneDi } from '../validation/segnalazione';
import {
  MAX_RISPOSTA_RECENSIONE,
  MAX_TESTO_RECENSIONE,
  MESSAGGI_RECENSIONE,
  MOTIVI_SEGNALAZIONE_RECENSIONE,
} from './testi';

const stella = z
  .number({ error: MESSAGGI_RECENSIONE.stelle })
  .int(MESSAGGI_RECENSIONE.stelle)
  .min(1, MESSAGGI_RECENSIONE.stelle)
  .max(5, MESSAGGI_RECENSIONE.stelle);

/** An empty text is no text. */
const testoFacoltativo = (max: number, messaggio: string) =>
  z
    .string()
    .trim()
    .max(max, messaggio)
    .nullish()
    .transform((testo) => testo || null);

/** The review form (docs/rules.md §3.16): the same schema checks it in the browser and in the reviews service. */
export const recensioneSchema = z.object({
  descrizione: stella,
  comunicazione: stella,
  spedizione: stella,
  complessivo: stella,
  testo: testoFacoltativo(MAX_TESTO_RECENSIONE, MESSAGGI_RECENSIONE.testoLungo),
});
export type RecensioneInput = z.input<typeof recensioneSchema>;

export const recensisciRequest = recensioneSchema.extend({ ordineId: z.uuid({ error: MESSAGGI_RECENSIONE.ordineNonTrovato }) });
export const modificaRecensioneRequest = recensioneSchema.extend({ recensioneId: z.uuid({ error: MESSAGGI_RECENSIONE.nonTrovata }) });

export const rispostaSchema = z.object({
  testo: z
    .string({ error: MESSAGGI_RECENSIONE.risposta })
    .trim()
    .min(1, MESSAGGI_RECENSIONE.risposta)
    .max(MAX_RISPOSTA_RECENSIONE, MESSAGGI_RECENSIONE.rispostaLunga),
});
export const rispondiRecensioneRequest = rispostaSchema.extend({ recensioneId: z.uuid({ error: MESSAGGI_RECENSIONE.nonTrovata }) });

export const recensioneIdRequest = z.object({ recensioneId: z.uuid({ error: MESSAGGI_RECENSIONE.nonTrovata }) });
export const segnalaRecensioneRequest = segnalazioneDi(MOTIVI_SEGNALAZIONE_RECENSIONE).extend({ recensioneId: z.uuid({ error: MESSAGGI_RECENSIONE.nonTrovata }) });

export const recensioniVenditoreRequest = z.object({
  venditoreId: z.uuid(),
  pagina: z.number().int().min(1).max(10_000).default(1),
});

export const reputazioneRequest = z.object({ venditoreId: z.uuid() });

/** The review state of some of the caller's orders, for their order cards. */
export const recensioniOrdiniRequest = z.object({ ordineIds: z.array(z.uuid()).max(100) });

export interface StelleDto {
  descrizione: number;
  comunicazione: number;
  spedizione: number;
  complessivo: number;
}

/** A review as anyone may read it: the texts masked (mascheraContatti), the buyer by first name and initial. */
export interface RecensioneDto {
  id: string;
  ordineId: string;
  venditoreId: string;
  /** "Mario R." */
  autore: string;
  /** What the order held: a review is always of a completed order. */
  ricambi: string[];
  stelle: StelleDto;
  testo: string | null;
  createdAt: string;
  /** Set once the buyer changed it. */
  modificataIl: string | null;
  risposta: { testo: string; createdAt: string } | null;
}

/** One order's review as its buyer or seller sees it on the order card. */
export interface RecensioneOrdineDto {
  ordineId: string;
  recensione: RecensioneDto | null;
  /** When the buyer may write it: null on a cancelled or not yet completed order. */
  recensibileDal: string | null;
  recensibileFinoAl: string | null;
  /** Until when the buyer may change it; null without a review. */
  modificabileFinoAl: string | null;
  /** Whether the caller already reported it. */
  segnalata: boolean;
}

/** A seller's record over a period (docs/rules.md §3.17); a rate is null when nothing it divides by happened. */
export interface IndicatoriDto {
  ordiniCompletati: number;
  /** Cancelled by the seller, over the orders the payment window did not cancel. */
  tassoCancellazioni: number | null;
  /** From the order to In Lavorazione. */
  medianaOreLavorazione: number | null;
  /** From a buyer's waiting message to the seller's reply. */
  medianaOreRisposta: number | null;
  /** Withdrawals by the seller's error, over the completed orders. */
  quotaResiErrore: number | null;
  mediaStelle: number | null;
  numeroRecensioni: number;
}

export interface ReputazioneDto {
  venditoreId: string;
  ultimi12Mesi: IndicatoriDto;
  sempre: IndicatoriDto;
  /** Reviews with 1 to 5 overall stars, in that order, all time. */
  distribuzione: [number, number, number, number, number];
  affidabile: boolean;
}

export interface RecensioniVenditoreDto {
  recensioni: RecensioneDto[];
  pagina: number;
  pagine: number;
  totale: number;
}

export interface SegnalazioneDto {
  id: string;
  motivo: MotivoSegnalazioneRecensione;
}
