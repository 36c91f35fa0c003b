import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../graphql';
import type { GraphqlClient } from '../../../lib/graphql/graphql-client';
import { notificheKeys } from './notifiche.keys';

export const UnreadNotificationsQuery = graphql(`
  query NotificheNonLette {
    notificheNonLette
  }
`);

/** The bell's counter: all the user's unread notifications, not only the ones the panel lists. */
export const nonLetteQuery = (client: GraphqlClient) =>
  queryOptions({
    queryKey: notificheKeys.nonLette,
    queryFn: async () => (await client.request(UnreadNotificationsQuery, {})).notificheNonLette,
  });
