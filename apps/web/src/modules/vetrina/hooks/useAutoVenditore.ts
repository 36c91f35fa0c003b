import { useQuery } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { autoVenditoreQuery } from '../api/auto-venditore.query';

export function useAutoVenditore(venditoreId: string) {
  return useQuery(autoVenditoreQuery(useGraphqlClient(), venditoreId));
}
