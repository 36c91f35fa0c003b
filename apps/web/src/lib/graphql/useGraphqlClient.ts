import { useContext } from 'react';
import type { GraphqlClient } from './graphql-client';
import { GraphqlClientContext } from './graphql-client-context';

export function useGraphqlClient(): GraphqlClient {
  const client = useContext(GraphqlClientContext);
  if (!client) throw new Error('useGraphqlClient must be used inside GraphqlClientContext');
  return client;
}
