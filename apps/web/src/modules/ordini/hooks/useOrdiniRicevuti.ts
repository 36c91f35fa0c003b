import { useQuery } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { ordiniRicevutiQuery } from '../api/ordini-ricevuti.query';

export function useOrdiniRicevuti(q: string) {
  return useQuery(ordiniRicevutiQuery(useGraphqlClient(), q));
}
