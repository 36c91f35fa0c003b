import type { ImportazioneConclusaEvent } from '@ricambiamo/contracts';
import { LINK_NOTIFICA, TITOLI_NOTIFICA } from '@ricambiamo/contracts';
import type { Blocco } from '../posta/corpo-email';
import { rendiEmail } from '../posta/corpo-email';
import type { NuovaEmail } from '../posta/nuova-email';
import { riepilogoImportazione } from './notifiche-importazione';

/**
 * The seller's e-mail about an applied import that ended: the notification's summary and the import page, where the
 * report lists the rows that failed, ready to be fixed and uploaded again. `origine` is the web app's public address.
 */
export function emailImportazione(importazione: ImportazioneConclusaEvent, origine: string): NuovaEmail[] {
  const blocchi: Blocco[] = [
    { paragrafo: `L'importazione di ${importazione.nomeFile} è completata: ${riepilogoImportazione(importazione)}.` },
    ...(importazione.fallite > 0
      ? [{ paragrafo: "Nella pagina dell'importazione trovi il rapporto con le righe non riuscite, da correggere e caricare di nuovo." }]
      : []),
    { testo: "Apri l'importazione", link: new URL(LINK_NOTIFICA.importazione, origine).href },
  ];
  return [
    {
      destinatario: 'venditore',
      utenteId: importazione.venditoreId,
      ...rendiEmail({ oggetto: `${TITOLI_NOTIFICA.importazioneCompletata}: ${importazione.nomeFile}`, blocchi }),
    },
  ];
}
