import { useQuery } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { areeParcoQuery } from '../api/aree-parco.query';

export function useAreeParco() {
  return useQuery(areeParcoQuery(useGraphqlClient()));
}
