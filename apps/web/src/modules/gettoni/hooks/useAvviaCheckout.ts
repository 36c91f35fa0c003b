import { useMutation } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { StartTokenCheckoutMutation } from '../api/start-token-checkout.mutation';

export function useAvviaCheckout() {
  const client = useGraphqlClient();
  return useMutation({
    mutationFn: async (packId: string) => (await client.request(StartTokenCheckoutMutation, { packId })).avviaAcquistoGettoni,
  });
}
