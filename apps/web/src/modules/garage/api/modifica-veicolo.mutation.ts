import { graphql } from '../../../graphql';
import { VeicoloFragment } from './veicolo.fragment';

export const ModificaVeicoloMutation = graphql(
  `
    mutation ModificaVeicolo($input: ModificaVeicoloInput!) {
      modificaVeicolo(input: $input) {
        ...Veicolo
      }
    }
  `,
  [VeicoloFragment],
);
