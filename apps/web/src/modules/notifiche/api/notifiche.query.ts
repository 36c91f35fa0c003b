import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../graphql';
import type { GraphqlClient } from '../../../lib/graphql/graphql-client';
import { NotificaFragment } from './notifica.fragment';
import { notificheKeys } from './notifiche.keys';

export const NotificationsQuery = graphql(
  `
    query Notifiche {
      notifiche {
        ...Notifica
      }
    }
  `,
  [NotificaFragment],
);

/** docs/rules.md §9: the panel's 10 newest, newest first, as the gateway answers them. */
export const notificheQuery = (client: GraphqlClient) =>
  queryOptions({
    queryKey: notificheKeys.elenco,
    queryFn: async () => (await client.request(NotificationsQuery, {})).notifiche,
  });
