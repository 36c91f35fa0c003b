import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { gettoniKeys } from '../api/gettoni.keys';
import { PayDevCheckoutMutation } from '../api/pay-dev-checkout.mutation';

export function usePagaCheckoutSviluppo() {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sessionId: string) => (await client.request(PayDevCheckoutMutation, { sessionId })).pagaCheckoutSviluppo,
    onSuccess: (acquisto) => queryClient.setQueryData(gettoniKeys.acquisto(acquisto.sessionId), acquisto),
  });
}
