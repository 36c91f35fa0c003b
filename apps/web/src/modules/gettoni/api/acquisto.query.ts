import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../graphql';
import type { GraphqlClient } from '../../../lib/graphql/graphql-client';
import { AcquistoFragment } from './acquisto.fragment';
import { gettoniKeys } from './gettoni.keys';

export const TokenPurchaseQuery = graphql(
  `
    query AcquistoGettoni($sessionId: String!) {
      acquistoGettoni(sessionId: $sessionId) {
        ...Acquisto
      }
    }
  `,
  [AcquistoFragment],
);

export const acquistoQuery = (client: GraphqlClient, sessionId: string) =>
  queryOptions({
    queryKey: gettoniKeys.acquisto(sessionId),
    queryFn: async () => (await client.request(TokenPurchaseQuery, { sessionId })).acquistoGettoni,
  });
