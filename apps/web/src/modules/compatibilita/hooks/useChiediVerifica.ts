import type { ChiediVerificaInput } from '@ricambiamo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { ChiediVerificaMutation } from '../api/chiedi-verifica.mutation';
import { compatibilitaKeys } from '../api/compatibilita.keys';

/** Sends the check; the listing's fit is read again, so the row shows it waiting for the seller. */
export function useChiediVerifica(autoId: string) {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ChiediVerificaInput) => (await client.request(ChiediVerificaMutation, { input })).chiediVerificaCompatibilita,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: compatibilitaKeys.inserzione(autoId) }),
  });
}
