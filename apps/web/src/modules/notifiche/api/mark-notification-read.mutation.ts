import { graphql } from '../../../graphql';
import { NotificaFragment } from './notifica.fragment';

export const MarkNotificationReadMutation = graphql(
  `
    mutation MarkNotificationRead($id: ID!) {
      markNotificationRead(id: $id) {
        ...Notifica
      }
    }
  `,
  [NotificaFragment],
);
