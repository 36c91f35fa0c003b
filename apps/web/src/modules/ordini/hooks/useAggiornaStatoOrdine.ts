import { useMutation } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { UpdateOrderStatusMutation } from '../api/update-order-status.mutation';
import type { StatoOrdineSeller } from '../api/azioni-ordine';
import { useDopoOrdine } from './useDopoOrdine';

export function useAggiornaStatoOrdine() {
  const client = useGraphqlClient();
  const dopo = useDopoOrdine();
  return useMutation({
    mutationFn: async (input: { ordineId: string; stato: StatoOrdineSeller }) =>
      (await client.request(UpdateOrderStatusMutation, { input })).aggiornaStatoOrdine,
    // A refused move (another tab or the payment window got there first) also means the list is out of date.
    onSettled: dopo,
  });
}
