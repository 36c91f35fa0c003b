import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { conSessione } from '../../../lib/rest/con-sessione';
import { TESTI_INVIO_IMPORTAZIONE } from '../api/controlla-file';
import { importazioniKeys } from '../api/importazioni.keys';
import { inviaImportazione, motivoRifiuto, type FileImportazione } from '../api/invia-importazione';

/**
 * Sends the sheet and the photos' ZIP to POST /importazioni. `progresso` (0..1 of the bytes sent) while they go, null
 * otherwise; `errore` why the last upload was refused. Once the gateway has the files, the page follows the import it
 * created through importazioneCorrente. Leaving the page or `interrompi` stops the upload.
 */
export function useInviaImportazione() {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  const [progresso, setProgresso] = useState<number | null>(null);
  const [errore, setErrore] = useState<string | null>(null);
  const invio = useRef<AbortController | null>(null);

  useEffect(() => () => invio.current?.abort(), []);

  const interrompi = useCallback(() => {
    invio.current?.abort();
    invio.current = null;
    setProgresso(null);
  }, []);

  const invia = useCallback(
    async (file: FileImportazione) => {
      invio.current?.abort();
      const controller = new AbortController();
      invio.current = controller;
      setErrore(null);
      setProgresso(0);
      try {
        const risposta = await conSessione(client, (token) => inviaImportazione(file, token, setProgresso, controller.signal));
        const motivo = motivoRifiuto(risposta);
        setErrore(motivo);
        // Created, or refused because another import is open: either way the page now shows that import.
        if (motivo === null || risposta.stato === 409) await queryClient.invalidateQueries({ queryKey: importazioniKeys.corrente });
      } catch {
        if (controller.signal.aborted) return;
        setErrore(TESTI_INVIO_IMPORTAZIONE.connessione);
      }
      if (invio.current === controller) {
        invio.current = null;
        setProgresso(null);
      }
    },
    [client, queryClient],
  );

  return { invia, interrompi, progresso, errore };
}
