import { useQuery } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { saldoQuery } from '../api/saldo.query';

export function useSaldoGettoni() {
  return useQuery(saldoQuery(useGraphqlClient()));
}
