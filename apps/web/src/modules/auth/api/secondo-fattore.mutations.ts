import { graphql } from '../../../graphql';
import { UtenteFragment } from './utente.fragment';

export const VerificaSecondoFattoreMutation = graphql(
  `
    mutation VerificaSecondoFattore($input: CodiceSfidaInput!) {
      verificaSecondoFattore(input: $input) {
        accessToken
        user {
          ...Utente
        }
      }
    }
  `,
  [UtenteFragment],
);

export const AttivaSecondoFattoreMutation = graphql(`
  mutation AttivaSecondoFattore($sfida: String!) {
    attivaSecondoFattore(sfida: $sfida) {
      segreto
      uri
    }
  }
`);

export const ConfermaSecondoFattoreMutation = graphql(
  `
    mutation ConfermaSecondoFattore($input: CodiceSfidaInput!) {
      confermaSecondoFattore(input: $input) {
        sessione {
          accessToken
          user {
            ...Utente
          }
        }
        codiciRecupero
      }
    }
  `,
  [UtenteFragment],
);
