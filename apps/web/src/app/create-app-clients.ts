import { MESSAGGI } from '@ricambiamo/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../lib/browser/avvisi';
import { canaleGraphqlWs, urlLive, type ApriCanaleLive } from '../lib/graphql/canale-live';
import { createGraphqlClient, type GraphqlClient } from '../lib/graphql/graphql-client';
import { TOAST_SESSIONE } from '../lib/graphql/sessione-persa';
import { rinnovaSessione } from '../modules/auth/api/refresh-session.mutation';
import { sessioneQueryKey } from '../modules/auth/api/sessione.query';
import { collegaAggiornamentiLive } from './aggiornamenti-live';
import { createQueryClient } from './create-query-client';

interface AppClientsOptions {
  fetch?: typeof fetch;
  /** The live connection; tests hand in a fake one, since jsdom has no gateway to open a WebSocket to. */
  apriCanaleLive?: ApriCanaleLive;
}

/**
 * The clients wired together: a session lost mid-call logs the user out locally, which the route guard follows, and
 * the live connection follows the session, making the screens read again what it says has changed.
 */
export function createAppClients({ fetch, apriCanaleLive }: AppClientsOptions = {}): {
  queryClient: QueryClient;
  graphqlClient: GraphqlClient;
} {
  const queryClient = createQueryClient();
  const onSessionLost = () => {
    // Told once: another request that fails after it must not replace the text a screen put in its place.
    if (queryClient.getQueryData(sessioneQueryKey) === null) return;
    queryClient.setQueryData(sessioneQueryKey, null);
    toast.error(MESSAGGI.auth.sessioneScaduta, { id: TOAST_SESSIONE });
  };
  const graphqlClient = createGraphqlClient({ fetch, onSessionLost, rinnovaSessione });
  collegaAggiornamentiLive({ graphqlClient, queryClient, apri: apriCanaleLive ?? canaleGraphqlWs(urlLive()), onSessionLost });
  return { queryClient, graphqlClient };
}
