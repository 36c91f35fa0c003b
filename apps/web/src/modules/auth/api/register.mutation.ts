import { graphql } from '../../../graphql';
import { UtenteFragment } from './utente.fragment';

export const RegisterMutation = graphql(
  `
    mutation Registrati($input: RegisterInput!) {
      registrati(input: $input) {
        accessToken
        user {
          ...Utente
        }
      }
    }
  `,
  [UtenteFragment],
);
