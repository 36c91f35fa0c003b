import type { ImportazioneConclusaEvent } from '@ricambiamo/contracts';
import { conteggio, LINK_NOTIFICA, TITOLI_NOTIFICA } from '@ricambiamo/contracts';
import type { NuovaNotifica } from '../notifica/nuova-notifica';

type Conteggi = Pick<ImportazioneConclusaEvent, 'create' | 'aggiornate' | 'rimosse' | 'fallite'>;

/** What applying the rows did, in the order the seller reads them; unchanged cars are left out, nothing happened to them. */
const ESITI = [
  ['create', 'creata', 'create'],
  ['aggiornate', 'aggiornata', 'aggiornate'],
  ['rimosse', 'rimossa', 'rimosse'],
  ['fallite', 'non riuscita', 'non riuscite'],
] as const;

/**
 * "12 auto create, 3 aggiornate, 1 rimossa, 2 non riuscite": the counts that are not zero, the first one naming the
 * cars; "nessuna modifica" when the import changed nothing and nothing failed.
 */
export function riepilogoImportazione(conteggi: Conteggi): string {
  const parti = ESITI.filter(([campo]) => conteggi[campo] > 0).map(([campo, singolare, plurale], i) =>
    i === 0 ? conteggio(conteggi[campo], `auto ${singolare}`, `auto ${plurale}`) : conteggio(conteggi[campo], singolare, plurale),
  );
  return parti.length > 0 ? parti.join(', ') : 'nessuna modifica';
}

/** The seller's notification of an applied import that ended, leading to the import page and its report. */
export function notificheImportazione(importazione: ImportazioneConclusaEvent): NuovaNotifica[] {
  return [
    {
      utenteId: importazione.venditoreId,
      titolo: TITOLI_NOTIFICA.importazioneCompletata,
      messaggio: `${importazione.nomeFile}: ${riepilogoImportazione(importazione)}`,
      link: LINK_NOTIFICA.importazione,
    },
  ];
}
