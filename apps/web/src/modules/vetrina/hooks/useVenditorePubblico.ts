import { useQuery } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { venditorePubblicoQuery } from '../api/venditore-pubblico.query';

export function useVenditorePubblico(id: string) {
  return useQuery(venditorePubblicoQuery(useGraphqlClient(), id));
}
