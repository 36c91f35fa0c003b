import { graphql } from '../../../graphql';
import { AreaParcoFragment } from './area-parco.fragment';

export const CreateYardAreaMutation = graphql(
  `
    mutation CreaAreaParco($input: NuovaAreaParcoInput!) {
      creaAreaParco(input: $input) {
        ...AreaParco
      }
    }
  `,
  [AreaParcoFragment],
);
