import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { catalogoKeys } from '../../catalogo/api/catalogo.keys';
import { ordiniKeys } from '../../ordini/api/ordini.keys';
import { DeleteListingMutation } from '../api/delete-listing.mutation';

export function useEliminaInserzione() {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await client.request(DeleteListingMutation, { id })).eliminaAuto,
    // The dashboard's stat cards count listings and parts too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogoKeys.tutti }),
        queryClient.invalidateQueries({ queryKey: ordiniKeys.statisticheVenditore }),
      ]),
  });
}
