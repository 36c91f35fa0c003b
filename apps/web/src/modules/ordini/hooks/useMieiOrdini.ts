import { useQuery } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { mieiOrdiniQuery } from '../api/miei-ordini.query';

export function useMieiOrdini(q: string) {
  return useQuery(mieiOrdiniQuery(useGraphqlClient(), q));
}
