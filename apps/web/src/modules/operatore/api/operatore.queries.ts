import { graphql } from '../../../graphql';

export const SicurezzaOperatoreQuery = graphql(`
  query SicurezzaOperatore {
    sicurezzaOperatore {
      codiciRecuperoRimasti
    }
  }
`);

export const RigeneraCodiciRecuperoMutation = graphql(`
  mutation RigeneraCodiciRecupero($codice: String!) {
    rigeneraCodiciRecupero(codice: $codice)
  }
`);
