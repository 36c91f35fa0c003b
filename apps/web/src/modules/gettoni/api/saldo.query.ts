import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../graphql';
import type { GraphqlClient } from '../../../lib/graphql/graphql-client';
import { gettoniKeys } from './gettoni.keys';

export const MyTokenBalanceQuery = graphql(`
  query SaldoGettoni {
    saldoGettoni
  }
`);

export const saldoQuery = (client: GraphqlClient) =>
  queryOptions({
    queryKey: gettoniKeys.saldo,
    queryFn: async () => (await client.request(MyTokenBalanceQuery, {})).saldoGettoni,
    // A purchase completes on another page (Stripe's) and listings spend tokens elsewhere: coming back refreshes.
    refetchOnWindowFocus: 'always',
  });
