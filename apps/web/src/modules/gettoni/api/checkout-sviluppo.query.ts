import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../graphql';
import type { GraphqlClient } from '../../../lib/graphql/graphql-client';
import { AcquistoFragment } from './acquisto.fragment';
import { gettoniKeys } from './gettoni.keys';

export const DevCheckoutQuery = graphql(
  `
    query CheckoutSviluppo($sessionId: String!) {
      checkoutSviluppo(sessionId: $sessionId) {
        ...Acquisto
      }
    }
  `,
  [AcquistoFragment],
);

export const checkoutSviluppoQuery = (client: GraphqlClient, sessionId: string) =>
  queryOptions({
    queryKey: gettoniKeys.checkoutSviluppo(sessionId),
    queryFn: async () => (await client.request(DevCheckoutQuery, { sessionId })).checkoutSviluppo,
  });
