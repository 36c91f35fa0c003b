import { graphql } from '../../../graphql';
import { VerificaRicevutaFragment } from './verifiche-ricevute.query';

export const RispondiVerificaMutation = graphql(
  `
    mutation RispondiVerificaCompatibilita($input: RispondiVerificaCompatibilitaInput!) {
      rispondiVerificaCompatibilita(input: $input) {
        ...VerificaRicevuta
      }
    }
  `,
  [VerificaRicevutaFragment],
);
