import { useQuery } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { statisticheVenditoreQuery } from '../api/statistiche.query';

export function useStatisticheVenditore() {
  return useQuery(statisticheVenditoreQuery(useGraphqlClient()));
}
