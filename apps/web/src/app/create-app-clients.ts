import { MESSAGGI } from '@ricambiamo/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { createGraphqlClient, type GraphqlClient } from '../lib/graphql/graphql-client';
import { sessioneQueryKey } from '../modules/auth/api/sessione.query';
import { createQueryClient } from './create-query-client';

/** The two clients wired together: a session lost mid-call logs the user out locally, which the route guard follows. */
export function createAppClients(fetchImpl?: typeof fetch): { queryClient: QueryClient; graphqlClient: GraphqlClient } {
  const queryClient = createQueryClient();
  const graphqlClient = createGraphqlClient({
    fetch: fetchImpl,
    onSessionLost: () => {
      queryClient.setQueryData(sessioneQueryKey, null);
      toast.error(MESSAGGI.auth.sessioneScaduta, { id: 'sessione-scaduta' });
    },
  });
  return { queryClient, graphqlClient };
}
