import type { ProfiloAcquirente } from '@ricambiamo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { sessioneQueryKey } from '../../auth/api/sessione.query';
import { UpdateBuyerProfileMutation } from '../api/update-buyer-profile.mutation';

export function useAggiornaProfilo() {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ProfiloAcquirente) =>
      (await client.request(UpdateBuyerProfileMutation, { input })).aggiornaProfiloAcquirente,
    onSuccess: (utente) => queryClient.setQueryData(sessioneQueryKey, utente),
  });
}
