import { useQuery } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { mieiVeicoliQuery } from '../api/miei-veicoli.query';

export function useMieiVeicoli() {
  return useQuery(mieiVeicoliQuery(useGraphqlClient()));
}
