import { graphql } from '../../../graphql';

export const ChiediVerificaMutation = graphql(`
  mutation ChiediVerificaCompatibilita($input: ChiediVerificaCompatibilitaInput!) {
    chiediVerificaCompatibilita(input: $input) {
      id
    }
  }
`);
