import { useQuery } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { pacchettiQuery } from '../api/pacchetti.query';

export function usePacchettiGettoni() {
  return useQuery(pacchettiQuery(useGraphqlClient()));
}
