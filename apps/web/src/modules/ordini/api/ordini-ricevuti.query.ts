import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../graphql';
import type { GraphqlClient } from '../../../lib/graphql/graphql-client';
import { OrdineFragment } from './ordine.fragment';
import { ordiniKeys } from './ordini.keys';

export const ReceivedOrdersQuery = graphql(
  `
    query OrdiniRicevuti($q: String) {
      ordiniRicevuti(q: $q) {
        ...Ordine
      }
    }
  `,
  [OrdineFragment],
);

/** The seller's orders, newest first; `q` searches customer, parts and order code on the server. */
export const ordiniRicevutiQuery = (client: GraphqlClient, q: string) =>
  queryOptions({
    queryKey: ordiniKeys.ricevuti(q),
    queryFn: async () => (await client.request(ReceivedOrdersQuery, { q: q || null })).ordiniRicevuti,
    placeholderData: keepPreviousData,
  });
