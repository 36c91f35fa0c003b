import { graphql } from '../../../graphql';
import { UtenteFragment } from './utente.fragment';

/** A session at once, or for an operator the challenge of the second factor (modules/operatore). */
export const LoginMutation = graphql(
  `
    mutation Accedi($input: LoginInput!) {
      accedi(input: $input) {
        sessione {
          accessToken
          user {
            ...Utente
          }
        }
        secondoFattore {
          sfida
          attivazione
        }
      }
    }
  `,
  [UtenteFragment],
);
