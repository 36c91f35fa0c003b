import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../graphql';
import type { GraphqlClient } from '../../../lib/graphql/graphql-client';
import { OrdineFragment } from './ordine.fragment';
import { ordiniKeys } from './ordini.keys';

export const MyOrdersQuery = graphql(
  `
    query MieiOrdini($q: String) {
      mieiOrdini(q: $q) {
        ...Ordine
      }
    }
  `,
  [OrdineFragment],
);

/** The buyer's orders, newest first; `q` searches seller, parts and order code on the server. */
export const mieiOrdiniQuery = (client: GraphqlClient, q: string) =>
  queryOptions({
    queryKey: ordiniKeys.miei(q),
    queryFn: async () => (await client.request(MyOrdersQuery, { q: q || null })).mieiOrdini,
    placeholderData: keepPreviousData,
  });
