import { graphql } from '../../../graphql';
import { VeicoloFragment } from './veicolo.fragment';

export const EliminaVeicoloMutation = graphql(
  `
    mutation EliminaVeicolo($id: ID!) {
      eliminaVeicolo(id: $id) {
        ...Veicolo
      }
    }
  `,
  [VeicoloFragment],
);
