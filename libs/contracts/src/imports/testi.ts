import type { EsitoAnteprima, RisultatoRiga } from './messages';
import { LIMITI_IMPORTAZIONE } from './messages';
import { formattaNumero } from '../format';

/** The import's own texts (docs/rules.md §3.13); the form rules' messages come from MESSAGGI_INSERZIONE. */
export const MESSAGGI_IMPORTAZIONE = {
  codiceInUso: "Questo codice interno è già usato da un'altra tua auto",
  codiceObbligatorio: 'Il codice interno è obbligatorio',
  codiceRipetuto: 'Codice interno ripetuto: ogni auto compare una sola volta nel file',
  inCorso: "Hai già un'importazione in corso: attendi che finisca o annulla l'anteprima",
  nonTrovata: 'Importazione non trovata',
  statoNonValido: "L'importazione non è più in attesa di conferma",
  fotoMancante: (nome: string) => `La foto ${nome} non è nel file ZIP`,
  fotoNonValida: (nome: string) => `La foto ${nome} non è un'immagine JPEG o PNG fino a 5 MB`,
  datiFissi: (campi: string[]) =>
    `${campi.join(', ')}: i dati dell'auto non cambiano dopo la pubblicazione; per correggerli elimina l'auto e importala di nuovo`,
  troppeRighe: `Il file può contenere al massimo ${formattaNumero(LIMITI_IMPORTAZIONE.righe)} auto`,
  fileIllegibile: 'Il file non si legge: carica un CSV o un foglio Excel (.xlsx) salvato dal modello',
  intestazioniMancanti: (colonne: string[]) => `Mancano le colonne ${colonne.join(', ')}: parti dal modello`,
  zipIllegibile: 'Il file delle foto non è un archivio ZIP leggibile',
  valoreNonValido: 'Valore non valido',
  foglioMancante: 'Scegli il file CSV o Excel da importare',
  formatoFoglio: 'Il file da importare deve essere un CSV o un foglio Excel (.xlsx)',
  formatoZip: 'Le foto vanno caricate in un archivio .zip',
  foglioTroppoGrande: `Il file da importare supera ${formattaNumero(LIMITI_IMPORTAZIONE.bytesFoglio / 1024 / 1024)} MB`,
  zipTroppoGrande: `L'archivio delle foto supera ${formattaNumero(LIMITI_IMPORTAZIONE.bytesZip / 1024 / 1024 / 1024)} GB`,
  troppeImportazioni: 'Hai caricato troppi file in poco tempo: riprova più tardi',
  soloVenditori: 'Solo i venditori possono importare auto',
} as const;

/** How the page and the report name what the preview said of a row, and what applying it did. */
export const ETICHETTE_ESITO: Record<EsitoAnteprima, string> = {
  nuova: 'Nuova',
  modificata: 'Modificata',
  invariata: 'Invariata',
  rimossa: 'Rimossa',
  errore: 'Errore',
};

export const ETICHETTE_RISULTATO: Record<RisultatoRiga, string> = {
  da_fare: 'Da fare',
  creata: 'Creata',
  aggiornata: 'Aggiornata',
  invariata: 'Invariata',
  rimossa: 'Rimossa',
  non_riuscita: 'Non riuscita',
};
