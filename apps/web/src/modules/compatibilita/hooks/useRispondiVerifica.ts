import type { RispondiVerificaInput } from '@ricambiamo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/graphql/api-error';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { RispondiVerificaMutation } from '../api/verifiche-ricevute-risposta.mutation';
import { verificheRicevuteKeys } from '../api/verifiche-ricevute.keys';
import type { VerificaRicevuta } from '../api/verifiche-ricevute.query';

/**
 * The seller's answer, once. The answered check takes its place in the list as it is, so the page does not move under
 * the seller; a check answered meanwhile elsewhere (CHECK_ANSWERED) or gone (CHECK_NOT_FOUND) reads the list again.
 */
export function useRispondiVerifica() {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RispondiVerificaInput) => (await client.request(RispondiVerificaMutation, { input })).rispondiVerificaCompatibilita,
    onSuccess: (risposta) =>
      queryClient.setQueryData<VerificaRicevuta[]>(verificheRicevuteKeys.tutte, (elenco) =>
        elenco?.map((verifica) => (verifica.id === risposta.id ? risposta : verifica)),
      ),
    onError: (error) => {
      if (error instanceof ApiError && (error.code === 'CHECK_ANSWERED' || error.code === 'CHECK_NOT_FOUND')) {
        void queryClient.invalidateQueries({ queryKey: verificheRicevuteKeys.tutte });
      }
    },
  });
}
