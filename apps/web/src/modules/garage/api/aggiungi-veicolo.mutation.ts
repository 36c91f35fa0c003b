import { graphql } from '../../../graphql';
import { VeicoloFragment } from './veicolo.fragment';

export const AggiungiVeicoloMutation = graphql(
  `
    mutation AggiungiVeicolo($input: NuovoVeicoloInput!) {
      aggiungiVeicolo(input: $input) {
        ...Veicolo
      }
    }
  `,
  [VeicoloFragment],
);
