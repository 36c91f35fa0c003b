import { useQuery } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { checkoutSviluppoQuery } from '../api/checkout-sviluppo.query';

export function useCheckoutSviluppo(sessionId: string) {
  return useQuery(checkoutSviluppoQuery(useGraphqlClient(), sessionId));
}
