import { useCallback, useState } from 'react';
import { toast } from '../../../lib/browser/avvisi';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { scaricaFile } from '../../../lib/rest/scarica-file';
import type { FileDaScaricare } from '../api/file-importazione';

/** Downloads the import's files (template, stock, report) with the session's token; `inCorso` is the URL on its way. */
export function useScaricaFile() {
  const client = useGraphqlClient();
  const [inCorso, setInCorso] = useState<string | null>(null);
  const scarica = useCallback(
    async ({ url, nome }: FileDaScaricare) => {
      setInCorso(url);
      const errore = await scaricaFile(client, url, nome);
      setInCorso((attuale) => (attuale === url ? null : attuale));
      if (errore) toast.error(errore);
    },
    [client],
  );
  return { scarica, inCorso };
}
