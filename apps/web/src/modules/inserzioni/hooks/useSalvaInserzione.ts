import type { Inserzione } from '@ricambiamo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { catalogoKeys } from '../../catalogo/api/catalogo.keys';
import { gettoniKeys } from '../../gettoni/api/gettoni.keys';
import { CreateListingMutation } from '../api/create-listing.mutation';
import type { ModificaInserzione } from '../api/inserzione-form';
import { UpdateListingMutation } from '../api/update-listing.mutation';

/** Both spend tokens, so the sidebar balance and the ledger are read again along with every listing view. */
function useDopoSalvataggio() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: catalogoKeys.tutti });
    void queryClient.invalidateQueries({ queryKey: gettoniKeys.tutti });
  };
}

export function useCreaInserzione() {
  const client = useGraphqlClient();
  const dopo = useDopoSalvataggio();
  return useMutation({
    mutationFn: async (input: Inserzione) => (await client.request(CreateListingMutation, { input })).createListing,
    onSuccess: dopo,
  });
}

export function useAggiornaInserzione() {
  const client = useGraphqlClient();
  const dopo = useDopoSalvataggio();
  return useMutation({
    mutationFn: async (input: ModificaInserzione & { id: string }) =>
      (await client.request(UpdateListingMutation, { input })).updateListing,
    onSuccess: dopo,
  });
}
