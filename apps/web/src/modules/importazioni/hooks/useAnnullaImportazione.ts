import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { AnnullaImportazioneMutation } from '../api/annulla-importazione.mutation';
import { importazioniKeys } from '../api/importazioni.keys';

export function useAnnullaImportazione() {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await client.request(AnnullaImportazioneMutation, { id })).annullaImportazione,
    onSuccess: (importazione) => queryClient.setQueryData(importazioniKeys.corrente, importazione),
    onError: () => queryClient.invalidateQueries({ queryKey: importazioniKeys.corrente }),
  });
}
