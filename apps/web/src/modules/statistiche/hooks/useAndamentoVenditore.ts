import { useQuery } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { andamentoVenditoreQuery } from '../api/andamento.query';

export function useAndamentoVenditore() {
  return useQuery(andamentoVenditoreQuery(useGraphqlClient()));
}
