import { graphql } from '../../../graphql';
import { UtenteFragment } from './utente.fragment';

export const RegisterMutation = graphql(
  `
    mutation Register($input: RegisterInput!) {
      register(input: $input) {
        accessToken
        user {
          ...Utente
        }
      }
    }
  `,
  [UtenteFragment],
);
