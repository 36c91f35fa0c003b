import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { GraphqlClient } from '../lib/graphql/graphql-client';
import { GraphqlClientContext } from '../lib/graphql/graphql-client-context';

interface AppProvidersProps {
  queryClient: QueryClient;
  graphqlClient: GraphqlClient;
  children: ReactNode;
}

export function AppProviders({ queryClient, graphqlClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <GraphqlClientContext value={graphqlClient}>{children}</GraphqlClientContext>
    </QueryClientProvider>
  );
}
