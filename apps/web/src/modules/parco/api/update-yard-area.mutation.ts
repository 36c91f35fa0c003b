import { graphql } from '../../../graphql';
import { AreaParcoFragment } from './area-parco.fragment';

export const UpdateYardAreaMutation = graphql(
  `
    mutation ModificaAreaParco($input: ModificaAreaParcoInput!) {
      modificaAreaParco(input: $input) {
        ...AreaParco
      }
    }
  `,
  [AreaParcoFragment],
);
