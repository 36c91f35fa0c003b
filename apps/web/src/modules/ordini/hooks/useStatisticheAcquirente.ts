import { useQuery } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { statisticheAcquirenteQuery } from '../api/statistiche.query';

export function useStatisticheAcquirente() {
  return useQuery(statisticheAcquirenteQuery(useGraphqlClient()));
}
