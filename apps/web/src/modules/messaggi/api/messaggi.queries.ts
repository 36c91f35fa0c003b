import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ResultOf } from '../../../graphql';
import { graphql } from '../../../graphql';
import type { GraphqlClient } from '../../../lib/graphql/graphql-client';
import { ConversazioneFragment, MessaggioFragment } from './conversazione.fragment';
import { messaggiKeys } from './messaggi.keys';

export const ConversazioniQuery = graphql(
  `
    query Conversazioni {
      conversazioni {
        ...Conversazione
      }
    }
  `,
  [ConversazioneFragment],
);

/** The caller's conversations, latest message first. */
export const conversazioniQuery = (client: GraphqlClient) =>
  queryOptions({
    queryKey: messaggiKeys.elenco,
    queryFn: async () => (await client.request(ConversazioniQuery, {})).conversazioni,
  });

export const ConversazioneQuery = graphql(
  `
    query Conversazione($id: ID!, $prima: ID) {
      conversazione(id: $id, prima: $prima) {
        conversazione {
          ...Conversazione
        }
        messaggi {
          ...Messaggio
        }
        altri
      }
    }
  `,
  [ConversazioneFragment, MessaggioFragment],
);
export type PaginaThread = ResultOf<typeof ConversazioneQuery>['conversazione'];

/**
 * A thread a page at a time, the newest first: each further page is the one before the oldest message shown, so a
 * refetch (a live hint) reads the newest again and the older pages after it.
 */
export const threadQuery = (client: GraphqlClient, id: string) =>
  infiniteQueryOptions({
    queryKey: messaggiKeys.thread(id),
    queryFn: async ({ pageParam }) => (await client.request(ConversazioneQuery, { id, prima: pageParam })).conversazione,
    initialPageParam: null as string | null,
    getNextPageParam: (pagina: PaginaThread) => (pagina.altri ? pagina.messaggi[0]?.id : undefined),
  });

export const MessaggiNonLettiQuery = graphql(`
  query MessaggiNonLetti {
    messaggiNonLetti
  }
`);

/** The navbar's and sidebar's count: unread messages in all the caller's conversations. */
export const messaggiNonLettiQuery = (client: GraphqlClient) =>
  queryOptions({
    queryKey: messaggiKeys.nonLetti,
    queryFn: async () => (await client.request(MessaggiNonLettiQuery, {})).messaggiNonLetti,
  });
