import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { ConfermaImportazioneMutation } from '../api/conferma-importazione.mutation';
import { importazioniKeys } from '../api/importazioni.keys';

export function useConfermaImportazione() {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await client.request(ConfermaImportazioneMutation, { id })).confermaImportazione,
    onSuccess: (importazione) => queryClient.setQueryData(importazioniKeys.corrente, importazione),
    // Refused (the preview was cancelled elsewhere, the import moved on): the page shows where it stands now.
    onError: () => queryClient.invalidateQueries({ queryKey: importazioniKeys.corrente }),
  });
}
