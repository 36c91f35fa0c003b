import { useInfiniteQuery } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { movimentiQuery } from '../api/movimenti.query';

export function useMovimentiGettoni() {
  return useInfiniteQuery(movimentiQuery(useGraphqlClient()));
}
