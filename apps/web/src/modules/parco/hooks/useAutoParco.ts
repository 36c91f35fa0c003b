import { useQuery } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { autoParcoQuery } from '../api/auto-parco.query';

export function useAutoParco() {
  return useQuery(autoParcoQuery(useGraphqlClient()));
}
