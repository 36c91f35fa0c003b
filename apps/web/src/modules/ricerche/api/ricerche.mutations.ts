import { graphql } from '../../../graphql';
import { RicercaSalvataFragment } from './ricerca-salvata.fragment';

export const SalvaRicercaMutation = graphql(
  `
    mutation SalvaRicerca($input: SalvaRicercaInput!) {
      salvaRicerca(input: $input) {
        ...RicercaSalvata
      }
    }
  `,
  [RicercaSalvataFragment],
);

export const ModificaRicercaMutation = graphql(
  `
    mutation ModificaRicerca($input: ModificaRicercaInput!) {
      modificaRicerca(input: $input) {
        ...RicercaSalvata
      }
    }
  `,
  [RicercaSalvataFragment],
);

export const EliminaRicercaMutation = graphql(`
  mutation EliminaRicerca($ricercaId: ID!) {
    eliminaRicerca(ricercaId: $ricercaId)
  }
`);

export const DisattivaAvvisiMutation = graphql(`
  mutation DisattivaAvvisi($token: String!) {
    disattivaAvvisi(token: $token)
  }
`);
