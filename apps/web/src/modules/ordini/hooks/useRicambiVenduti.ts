import { useQuery } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { ricambiVendutiQuery } from '../api/ricambi-venduti.query';

export function useRicambiVenduti(autoId: string) {
  return useQuery(ricambiVendutiQuery(useGraphqlClient(), autoId));
}
