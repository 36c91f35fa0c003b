import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../graphql';
import type { GraphqlClient } from '../../../lib/graphql/graphql-client';
import { AutoCardFragment } from '../../catalogo/api/auto-card.fragment';
import { catalogoKeys } from '../../catalogo/api/catalogo.keys';

export const SellerListingsQuery = graphql(
  `
    query AutoDelVenditore($venditoreId: ID!) {
      autoDelVenditore(venditoreId: $venditoreId) {
        ...AutoCard
      }
    }
  `,
  [AutoCardFragment],
);

export const autoVenditoreQuery = (client: GraphqlClient, venditoreId: string) =>
  queryOptions({
    queryKey: catalogoKeys.autoVenditore(venditoreId),
    queryFn: async () => (await client.request(SellerListingsQuery, { venditoreId })).autoDelVenditore,
  });
