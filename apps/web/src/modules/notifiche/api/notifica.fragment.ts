import { graphql } from '../../../graphql';

export const NotificaFragment = graphql(`
  fragment Notifica on Notifica {
    id
    titolo
    messaggio
    letta
    createdAt
    link
  }
`);
