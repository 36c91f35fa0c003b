import { graphql } from '../../../graphql';
import { AreaParcoFragment } from './area-parco.fragment';

export const UpdateYardAreaMutation = graphql(
  `
    mutation UpdateYardArea($input: ModificaAreaParcoInput!) {
      updateYardArea(input: $input) {
        ...AreaParco
      }
    }
  `,
  [AreaParcoFragment],
);
