import type { ProfiloVenditore } from '@ricambiamo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { sessioneQueryKey } from '../../auth/api/sessione.query';
import { profiloVenditoreQueryKey } from '../api/profilo-venditore.query';
import { UpdateSellerProfileMutation } from '../api/update-seller-profile.mutation';

export function useAggiornaProfiloVenditore() {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ProfiloVenditore) =>
      (await client.request(UpdateSellerProfileMutation, { input })).aggiornaProfiloVenditore,
    onSuccess: (profilo) => {
      queryClient.setQueryData(profiloVenditoreQueryKey, profilo);
      // The dashboard header and the sidebar read the name and the business name from the session.
      queryClient.setQueryData(sessioneQueryKey, profilo);
    },
  });
}
