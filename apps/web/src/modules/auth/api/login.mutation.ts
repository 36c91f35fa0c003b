import { graphql } from '../../../graphql';
import { UtenteFragment } from './utente.fragment';

export const LoginMutation = graphql(
  `
    mutation Login($input: LoginInput!) {
      login(input: $input) {
        accessToken
        user {
          ...Utente
        }
      }
    }
  `,
  [UtenteFragment],
);
