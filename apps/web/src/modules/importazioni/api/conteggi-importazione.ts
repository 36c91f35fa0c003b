import { conteggio } from '@ricambiamo/contracts';
import type { Importazione } from './importazione';

/** The colour of what a count counts: created or new green, changed blue, unchanged grey, removed amber, failed red. */
export type Tono = 'verde' | 'blu' | 'grigio' | 'ambra' | 'rosso';

export interface VoceConteggio {
  /** The count and its noun, agreed: "12 auto nuove". */
  testo: string;
  tono: Tono;
}

/** What confirming the preview would do. */
export const vociAnteprima = ({ nuove, modificate, invariate, rimosse, errori }: Importazione['anteprima']): VoceConteggio[] => [
  { testo: conteggio(nuove, 'auto nuova', 'auto nuove'), tono: 'verde' },
  { testo: conteggio(modificate, 'auto modificata', 'auto modificate'), tono: 'blu' },
  { testo: conteggio(invariate, 'auto invariata', 'auto invariate'), tono: 'grigio' },
  { testo: conteggio(rimosse, 'auto rimossa', 'auto rimosse'), tono: 'ambra' },
  { testo: conteggio(errori, 'riga con errori', 'righe con errori'), tono: 'rosso' },
];

/** What the applied rows did so far, or in all once the import has ended. */
export const vociAvanzamento = ({ create, aggiornate, rimosse, fallite }: Importazione['avanzamento']): VoceConteggio[] => [
  { testo: conteggio(create, 'auto creata', 'auto create'), tono: 'verde' },
  { testo: conteggio(aggiornate, 'auto aggiornata', 'auto aggiornate'), tono: 'blu' },
  { testo: conteggio(rimosse, 'auto rimossa', 'auto rimosse'), tono: 'ambra' },
  { testo: conteggio(fallite, 'riga non riuscita', 'righe non riuscite'), tono: 'rosso' },
];
