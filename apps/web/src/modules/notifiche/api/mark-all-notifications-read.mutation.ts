import { graphql } from '../../../graphql';

export const MarkAllNotificationsReadMutation = graphql(`
  mutation SegnaTutteNotificheLette {
    segnaTutteNotificheLette
  }
`);
