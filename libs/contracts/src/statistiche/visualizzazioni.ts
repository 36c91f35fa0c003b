import { z } from 'zod';

/**
 * Views of listing detail pages (docs/rules.md §3.15, docs/architecture.md#seller-statistics): counted by catalogue
 * once per visitor, listing and Italian day, from a key the gateway derives from the visitor's address and the day. No
 * address, cookie or account reaches catalogue.
 */

/** HMAC-SHA256 in hex: the visitor of one day, unlinkable to the same address on another day or to the address itself. */
export const chiaveVisitatore = z.string().regex(/^[0-9a-f]{64}$/);

export const registraVisualizzazioneRequest = z.object({
  autoId: z.uuid(),
  /** The Italian day the gateway keyed the visitor with: the day the view counts for. */
  giorno: z.iso.date(),
  visitatore: chiaveVisitatore,
});
export type RegistraVisualizzazioneRequest = z.input<typeof registraVisualizzazioneRequest>;

/** Whether this view was the visitor's first of the listing that day, so it counted. */
export interface VisualizzazioneRegistrataDto {
  contata: boolean;
}

export interface VisualizzazioniSettimanaDto {
  /** The week's Monday, `YYYY-MM-DD` (settimaneStatistiche). */
  settimana: string;
  visualizzazioni: number;
}

/** A listing of the seller among the most viewed over the statistics' weeks. */
export interface AutoPiuVistaDto {
  autoId: string;
  marca: string;
  modello: string;
  anno: number;
  visualizzazioni: number;
}

/** How many listings the most viewed list holds. */
export const MAX_AUTO_PIU_VISTE = 5;

/** The seller's views over the SETTIMANE_STATISTICHE weeks, every week present, oldest first. */
export interface VisualizzazioniVenditoreDto {
  settimane: VisualizzazioniSettimanaDto[];
  autoPiuViste: AutoPiuVistaDto[];
}
