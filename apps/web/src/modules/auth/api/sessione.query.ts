import { queryOptions } from '@tanstack/react-query';
import type { GraphqlClient } from '../../../lib/graphql/graphql-client';
import type { Utente } from './utente';

export const sessioneQueryKey = ['sessione'] as const;

/** The logged-in user, restored from the refresh cookie on load; null when nobody is logged in. */
export const sessioneQuery = (client: GraphqlClient) =>
  queryOptions({
    queryKey: sessioneQueryKey,
    // The app's client refreshes with rinnovaSessione (refresh-session.mutation.ts), whose user is an Utente.
    queryFn: () => client.refreshSession() as Promise<Utente | null>,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
