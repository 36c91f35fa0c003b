import { graphql } from '../../../graphql';
import { VeicoloFragment } from './veicolo.fragment';

export const AttivaVeicoloMutation = graphql(
  `
    mutation AttivaVeicolo($id: ID!) {
      attivaVeicolo(id: $id) {
        ...Veicolo
      }
    }
  `,
  [VeicoloFragment],
);
