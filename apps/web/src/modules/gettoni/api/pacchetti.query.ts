import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../graphql';
import type { GraphqlClient } from '../../../lib/graphql/graphql-client';
import { gettoniKeys } from './gettoni.keys';

export const TokenPacksQuery = graphql(`
  query PacchettiGettoni {
    pacchettiGettoni {
      id
      gettoni
      prezzoCentesimi
      prezzoPerGettoneCentesimi
      inserzioni
      risparmioEuro
      piuPopolare
    }
  }
`);

export const pacchettiQuery = (client: GraphqlClient) =>
  queryOptions({
    queryKey: gettoniKeys.pacchetti,
    queryFn: async () => (await client.request(TokenPacksQuery, {})).pacchettiGettoni,
    // The packs are fixed by the product (docs/rules.md §9); they change with a release, not during a visit.
    staleTime: Infinity,
  });
