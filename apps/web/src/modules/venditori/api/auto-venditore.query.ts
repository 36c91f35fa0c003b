import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../graphql';
import type { GraphqlClient } from '../../../lib/graphql/graphql-client';
import { AutoCardFragment } from '../../catalogo/api/auto-card.fragment';
import { catalogoKeys } from '../../catalogo/api/catalogo.keys';

export const SellerListingsQuery = graphql(
  `
    query SellerListings($sellerId: ID!) {
      sellerListings(sellerId: $sellerId) {
        ...AutoCard
      }
    }
  `,
  [AutoCardFragment],
);

export const autoVenditoreQuery = (client: GraphqlClient, sellerId: string) =>
  queryOptions({
    queryKey: catalogoKeys.autoVenditore(sellerId),
    queryFn: async () => (await client.request(SellerListingsQuery, { sellerId })).sellerListings,
  });
