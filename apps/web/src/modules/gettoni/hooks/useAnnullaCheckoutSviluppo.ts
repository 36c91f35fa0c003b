import { useMutation } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { CancelDevCheckoutMutation } from '../api/cancel-dev-checkout.mutation';

export function useAnnullaCheckoutSviluppo() {
  const client = useGraphqlClient();
  return useMutation({
    mutationFn: async (sessionId: string) =>
      (await client.request(CancelDevCheckoutMutation, { sessionId })).annullaCheckoutSviluppo,
  });
}
