// "Chiedi verifica compatibilità" and the fit of a listing's parts (docs/rules.md §3.14). The checks live in catalogue,
// beside the parts they are about and the cross-reference a confirmed answer joins.
import { z } from 'zod';
import { veicoloSchema } from '../validation/veicolo';
import type { Compatibilita } from './compatibilita';
import type { EsitoVerifica } from './verifica-testi';
import { ESITI_VERIFICA, MAX_DOMANDA_VERIFICA, MAX_NOTA_VERIFICA, MESSAGGI_VERIFICA } from './verifica-testi';

/**
 * A VIN, or an Italian plate as the buyer types it: letters and digits, spaces and dashes ignored. Sent as text for the
 * seller to check; no registry is asked (docs/rules.md §3.14).
 */
export const telaioOTargaSchema = z
  .string({ error: MESSAGGI_VERIFICA.telaioOTarga })
  .transform((testo) => testo.replace(/[\s-]+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{5,17}$/, MESSAGGI_VERIFICA.telaioOTarga));

/** The vehicle a check or a fit is asked for: the garage's fields without the VIN. */
export const veicoloCompatibilitaSchema = veicoloSchema.omit({ numeroTelaio: true });

export const chiediVerificaRequest = z.object({
  ricambioId: z.uuid({ error: MESSAGGI_VERIFICA.ricambioNonTrovato }),
  veicolo: veicoloCompatibilitaSchema,
  telaioOTarga: telaioOTargaSchema,
  domanda: z
    .string({ error: MESSAGGI_VERIFICA.domanda })
    .trim()
    .min(1, MESSAGGI_VERIFICA.domanda)
    .max(MAX_DOMANDA_VERIFICA, MESSAGGI_VERIFICA.domandaLunga),
});
export type ChiediVerificaInput = z.input<typeof chiediVerificaRequest>;

export const rispondiVerificaRequest = z.object({
  verificaId: z.uuid({ error: MESSAGGI_VERIFICA.nonTrovata }),
  esito: z.enum(ESITI_VERIFICA, { error: MESSAGGI_VERIFICA.esito }),
  nota: z
    .string()
    .trim()
    .max(MAX_NOTA_VERIFICA, MESSAGGI_VERIFICA.notaLunga)
    .nullish()
    .transform((nota) => nota || null),
});
export type RispondiVerificaInput = z.input<typeof rispondiVerificaRequest>;

export const compatibilitaInserzioneRequest = z.object({
  autoId: z.uuid(),
  /** Null: no badge, only the cross-reference and (for a buyer) their checks. */
  veicolo: veicoloCompatibilitaSchema.nullish(),
});
export type CompatibilitaInserzioneRequest = z.input<typeof compatibilitaInserzioneRequest>;

export const verificheRicevuteRequest = z.object({});

/** A check as both sides see it; the VIN or plate only on the seller's side. */
export interface VerificaDto {
  id: string;
  ricambioId: string;
  autoId: string;
  nomeRicambio: string;
  titoloAuto: string;
  /** "Fiat Panda 2012, benzina, 1242 cc, 169A4000". */
  veicolo: string;
  telaioOTarga: string | null;
  domanda: string;
  esito: EsitoVerifica | null;
  nota: string | null;
  createdAt: string;
  rispostaIl: string | null;
}

/** "Compatibile anche con": the vehicles one model of the cross-reference knows for a part. */
export interface CompatibileAncheConDto {
  marca: string;
  modello: string;
  annoDa: number;
  annoA: number;
  /** How many cars on sale, or vehicles a seller confirmed, it counts. */
  quanti: number;
  /** Known from sellers' answers to checks, not from listings. */
  confermato: boolean;
}

export interface CompatibilitaRicambioDto {
  ricambioId: string;
  /** For the vehicle asked; null without one. */
  compatibilita: Compatibilita | null;
  ancheCon: CompatibileAncheConDto[];
  /** The asking buyer's latest check of this part. */
  verifica: VerificaDto | null;
}

export interface CompatibilitaInserzioneDto {
  ricambi: CompatibilitaRicambioDto[];
}
