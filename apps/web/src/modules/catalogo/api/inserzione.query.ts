import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../graphql';
import type { GraphqlClient } from '../../../lib/graphql/graphql-client';
import { AutoDettaglioFragment } from './auto-dettaglio.fragment';
import { catalogoKeys } from './catalogo.keys';

export const ListingQuery = graphql(
  `
    query Auto($id: ID!) {
      auto(id: $id) {
        ...AutoDettaglio
      }
    }
  `,
  [AutoDettaglioFragment],
);

export const inserzioneQuery = (client: GraphqlClient, id: string) =>
  queryOptions({
    queryKey: catalogoKeys.inserzione(id),
    queryFn: async () => (await client.request(ListingQuery, { id })).auto,
  });
