import { z } from 'zod';
import type { MotivoSegnalazione } from '../moderation/testi';
import { MESSAGGI_MODERAZIONE } from '../moderation/testi';

// A report of a review, conversation or request to the site's operator: one of the reasons that content admits,
// optional details and the statement of good faith. A report hides nothing by itself; the service keeps it with a
// copy of the content as it was and forwards it to moderation's queue (docs/rules.md §3.16, §3.18, §3.20, §3.22).

export const MAX_DETTAGLI_SEGNALAZIONE = 500;

export const MESSAGGI_SEGNALAZIONE = {
  legendaMotivo: 'Motivo',
  motivo: 'Indica il motivo della segnalazione',
  dettagli: 'Dettagli (facoltativo)',
  dettagliLunghi: `I dettagli possono avere al massimo ${MAX_DETTAGLI_SEGNALAZIONE} caratteri`,
  invia: 'Invia segnalazione',
  /** Art. 16(2)(d) DSA: every report states it is made in good faith. */
  buonaFede: 'Dichiaro in buona fede che le informazioni fornite sono esatte e complete.',
} as const;

/**
 * A party's report as moderation's queue files it: the reason in moderation's terms, and as the explanation the
 * service's own reason, then the reporter's details.
 */
export function motivoInoltrato<M extends string>(
  motivo: M,
  dettagli: string | null,
  etichette: Readonly<Record<M, string>>,
  perModerazione: Readonly<Record<M, MotivoSegnalazione>>,
): { motivo: MotivoSegnalazione; spiegazione: string } {
  return { motivo: perModerazione[motivo], spiegazione: dettagli ? `${etichette[motivo]}: ${dettagli}` : etichette[motivo] };
}

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
    buonaFede: z.literal(true, { error: MESSAGGI_MODERAZIONE.buonaFede }),
  });
