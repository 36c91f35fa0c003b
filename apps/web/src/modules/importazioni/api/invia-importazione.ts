import { MESSAGGI, MESSAGGI_IMPORTAZIONE, type ImportazioneDto } from '@ricambiamo/contracts';
import { inviaModulo, type RispostaRest } from '../../../lib/rest/invia-modulo';
import { TESTI_INVIO_IMPORTAZIONE } from './controlla-file';

export interface FileImportazione {
  foglio: File;
  foto: File | null;
  rimuovi: boolean;
}

/**
 * POST /importazioni (docs/api.md), with the upload's progress: the gateway streams the body to storage and reads the
 * option before the files, so `rimuovi` goes first. Its own module so tests can stand in for the network.
 */
export function inviaImportazione(
  { foglio, foto, rimuovi }: FileImportazione,
  token: string | null,
  onProgresso: (frazione: number) => void,
  segnale: AbortSignal,
): Promise<RispostaRest<ImportazioneDto>> {
  const corpo = new FormData();
  corpo.append('rimuovi', String(rimuovi));
  corpo.append('foglio', foglio);
  if (foto) corpo.append('foto', foto);
  return inviaModulo<ImportazioneDto>('/importazioni', corpo, token, onProgresso, segnale);
}

/**
 * Why the upload was refused: the gateway's message, or, for an answer without one (a proxy in between), the text its
 * status stands for. null when the import was created.
 */
export function motivoRifiuto({ stato, corpo }: RispostaRest<ImportazioneDto>): string | null {
  if (stato === 201) return null;
  if (corpo?.message) return corpo.message;
  switch (stato) {
    case 409:
      return MESSAGGI_IMPORTAZIONE.inCorso;
    case 413:
      return TESTI_INVIO_IMPORTAZIONE.troppoGrandi;
    case 429:
      return MESSAGGI_IMPORTAZIONE.troppeImportazioni;
    default:
      return MESSAGGI.generico;
  }
}
