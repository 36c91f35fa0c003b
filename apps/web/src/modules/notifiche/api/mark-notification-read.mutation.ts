import { graphql } from '../../../graphql';
import { NotificaFragment } from './notifica.fragment';

export const MarkNotificationReadMutation = graphql(
  `
    mutation SegnaNotificaLetta($id: ID!) {
      segnaNotificaLetta(id: $id) {
        ...Notifica
      }
    }
  `,
  [NotificaFragment],
);
