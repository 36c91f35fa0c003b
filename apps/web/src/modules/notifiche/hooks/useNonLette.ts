import { useQuery } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { nonLetteQuery } from '../api/non-lette.query';

export function useNonLette() {
  return useQuery(nonLetteQuery(useGraphqlClient()));
}
