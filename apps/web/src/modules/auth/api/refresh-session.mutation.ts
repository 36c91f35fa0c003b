import { graphql } from '../../../graphql';
import { UtenteFragment } from './utente.fragment';

export const RefreshSessionMutation = graphql(
  `
    mutation RinnovaSessione {
      rinnovaSessione {
        accessToken
        user {
          ...Utente
        }
      }
    }
  `,
  [UtenteFragment],
);
