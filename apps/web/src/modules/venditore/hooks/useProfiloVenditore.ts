import { useQuery } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { profiloVenditoreQuery } from '../api/profilo-venditore.query';

export function useProfiloVenditore() {
  return useQuery(profiloVenditoreQuery(useGraphqlClient()));
}
