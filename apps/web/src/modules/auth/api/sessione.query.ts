import { queryOptions } from '@tanstack/react-query';
import type { GraphqlClient } from '../../../lib/graphql/graphql-client';

export const sessioneQueryKey = ['sessione'] as const;

/** The logged-in user, restored from the refresh cookie on load; null when nobody is logged in. */
export const sessioneQuery = (client: GraphqlClient) =>
  queryOptions({
    queryKey: sessioneQueryKey,
    queryFn: () => client.refreshSession(),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
