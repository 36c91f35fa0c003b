import { graphql } from '../../../graphql';

export const DeleteNotificationMutation = graphql(`
  mutation DeleteNotification($id: ID!) {
    deleteNotification(id: $id)
  }
`);
