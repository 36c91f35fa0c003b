import { z } from 'zod';

// A report of any content to the site's operator: one of the reasons that content admits, and optional details. A
// report hides nothing by itself; each service keeps its reports with a copy of the content as it was, for the
// operator's queue (docs/rules.md §3.16, §3.18, §3.20).

export const MAX_DETTAGLI_SEGNALAZIONE = 500;

export const MESSAGGI_SEGNALAZIONE = {
  legendaMotivo: 'Motivo',
  motivo: 'Indica il motivo della segnalazione',
  dettagli: 'Dettagli (facoltativo)',
  dettagliLunghi: `I dettagli possono avere al massimo ${MAX_DETTAGLI_SEGNALAZIONE} caratteri`,
  invia: 'Invia segnalazione',
} as const;

/** The report form for content whose reasons are `motivi`: the same schema in the browser and in the service. */
export const segnalazioneDi = <const M extends readonly [string, ...string[]]>(motivi: M) =>
  z.object({
    motivo: z.enum(motivi, { error: MESSAGGI_SEGNALAZIONE.motivo }),
    dettagli: z
      .string()
      .trim()
      .max(MAX_DETTAGLI_SEGNALAZIONE, MESSAGGI_SEGNALAZIONE.dettagliLunghi)
      .nullish()
      .transform((testo) => testo || null),
  });
