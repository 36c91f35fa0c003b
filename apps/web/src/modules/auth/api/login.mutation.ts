import { graphql } from '../../../graphql';
import { UtenteFragment } from './utente.fragment';

export const LoginMutation = graphql(
  `
    mutation Accedi($input: LoginInput!) {
      accedi(input: $input) {
        accessToken
        user {
          ...Utente
        }
      }
    }
  `,
  [UtenteFragment],
);
