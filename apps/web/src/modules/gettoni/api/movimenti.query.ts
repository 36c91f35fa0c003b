import { infiniteQueryOptions } from '@tanstack/react-query';
import { graphql } from '../../../graphql';
import type { GraphqlClient } from '../../../lib/graphql/graphql-client';
import { gettoniKeys } from './gettoni.keys';

export const MyTokenLedgerQuery = graphql(`
  query MovimentiGettoni($limit: Int!, $after: String) {
    movimentiGettoni(limit: $limit, after: $after) {
      id
      amount
      reason
      balanceAfter
      createdAt
    }
  }
`);

const MOVIMENTI_PER_PAGINA = 10;

/** Newest first, paged by the id of the last row shown. */
export const movimentiQuery = (client: GraphqlClient) =>
  infiniteQueryOptions({
    queryKey: gettoniKeys.movimenti,
    queryFn: async ({ pageParam }) =>
      (await client.request(MyTokenLedgerQuery, { limit: MOVIMENTI_PER_PAGINA, after: pageParam })).movimentiGettoni,
    initialPageParam: null as string | null,
    // A short page is the last one, which saves asking for an empty page to find out.
    getNextPageParam: (pagina) => (pagina.length < MOVIMENTI_PER_PAGINA ? undefined : pagina.at(-1)?.id),
  });
