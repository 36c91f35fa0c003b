import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { catalogoKeys } from '../../catalogo/api/catalogo.keys';
import { DeleteListingMutation } from '../api/delete-listing.mutation';

export function useEliminaInserzione() {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await client.request(DeleteListingMutation, { id })).deleteListing,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogoKeys.tutti }),
  });
}
