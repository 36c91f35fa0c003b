import { graphql } from '../../../graphql';
import { UtenteFragment } from './utente.fragment';

export const RefreshSessionMutation = graphql(
  `
    mutation RefreshSession {
      refreshSession {
        accessToken
        user {
          ...Utente
        }
      }
    }
  `,
  [UtenteFragment],
);
