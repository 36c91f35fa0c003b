import { useQuery } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { mieInserzioniQuery } from '../api/mie-inserzioni.query';

export function useMieInserzioni(q: string) {
  return useQuery(mieInserzioniQuery(useGraphqlClient(), q));
}
