import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../graphql';
import type { GraphqlClient } from '../../../lib/graphql/graphql-client';
import { AutoDettaglioFragment } from '../../catalogo/api/auto-dettaglio.fragment';
import { catalogoKeys } from '../../catalogo/api/catalogo.keys';

export const ListingForEditQuery = graphql(
  `
    query AutoDaModificare($id: ID!) {
      autoDaModificare(id: $id) {
        ...AutoDettaglio
      }
    }
  `,
  [AutoDettaglioFragment],
);

export const inserzioneDaModificareQuery = (client: GraphqlClient, id: string) =>
  queryOptions({
    queryKey: catalogoKeys.inserzioneDaModificare(id),
    queryFn: async () => (await client.request(ListingForEditQuery, { id })).autoDaModificare,
    // The form is filled once; a background refetch must not overwrite what the seller is typing.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
