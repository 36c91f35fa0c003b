import type { ErrorCode } from '@ricambiamo/contracts';
import { GIORNI_MODIFICA_RECENSIONE, GIORNI_RECENSIONE } from '@ricambiamo/contracts';

const GIORNO_MS = 24 * 3600_000;

export interface FinestraRecensione {
  dal: Date;
  finoAl: Date;
}

/** The review window of an order (docs/rules.md §3.16): none until Completato, none ever once cancelled. */
export function finestraRecensione(
  ordine: { completatoIl: Date | null; cancellatoIl: Date | null },
  attesaSecondi: number,
): FinestraRecensione | null {
  if (ordine.completatoIl === null || ordine.cancellatoIl !== null) return null;
  const completato = ordine.completatoIl.getTime();
  return { dal: new Date(completato + attesaSecondi * 1000), finoAl: new Date(completato + GIORNI_RECENSIONE * GIORNO_MS) };
}

/** Why a review cannot be written now, or null when it can. */
export function impedimentoRecensione(finestra: FinestraRecensione | null, ora: Date): ErrorCode | null {
  if (finestra === null) return 'REVIEW_NOT_ALLOWED';
  if (ora < finestra.dal) return 'REVIEW_TOO_EARLY';
  if (ora > finestra.finoAl) return 'REVIEW_WINDOW_CLOSED';
  return null;
}

/** Until when its author may change a review. */
export const modificabileFinoAl = (scrittaIl: Date) => new Date(scrittaIl.getTime() + GIORNI_MODIFICA_RECENSIONE * GIORNO_MS);
