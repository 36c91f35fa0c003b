import { LIMITI_IMPORTAZIONE, MESSAGGI_IMPORTAZIONE } from '@ricambiamo/contracts';

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** What the upload form says when the gateway's answer did not: a proxy refused the body, or nothing answered. */
export const TESTI_INVIO_IMPORTAZIONE = {
  troppoGrandi: `I file superano la dimensione massima: ${LIMITI_IMPORTAZIONE.bytesFoglio / MB} MB per le auto, ${LIMITI_IMPORTAZIONE.bytesZip / GB} GB per le foto`,
  connessione: 'Il caricamento non è riuscito: controlla la connessione e riprova',
} as const;

export interface ErroriFileImportazione {
  foglio?: string;
  foto?: string;
}

const haEstensione = (file: File, estensioni: readonly string[]) => estensioni.some((e) => file.name.toLowerCase().endsWith(e));

/**
 * The gateway's checks of the files, made before sending anything so a wrong pick costs no upload: the sheet is
 * required, a CSV or an XLSX; the photos' ZIP is optional; both within LIMITI_IMPORTAZIONE.
 */
export function controllaFileImportazione({ foglio, foto }: { foglio: File | null; foto: File | null }): ErroriFileImportazione {
  const errori: ErroriFileImportazione = {};
  if (!foglio) errori.foglio = MESSAGGI_IMPORTAZIONE.foglioMancante;
  else if (!haEstensione(foglio, ['.csv', '.xlsx'])) errori.foglio = MESSAGGI_IMPORTAZIONE.formatoFoglio;
  else if (foglio.size > LIMITI_IMPORTAZIONE.bytesFoglio) errori.foglio = MESSAGGI_IMPORTAZIONE.foglioTroppoGrande;
  if (foto && !haEstensione(foto, ['.zip'])) errori.foto = MESSAGGI_IMPORTAZIONE.formatoZip;
  else if (foto && foto.size > LIMITI_IMPORTAZIONE.bytesZip) errori.foto = MESSAGGI_IMPORTAZIONE.zipTroppoGrande;
  return errori;
}
