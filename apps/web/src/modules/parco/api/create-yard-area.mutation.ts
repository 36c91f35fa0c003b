import { graphql } from '../../../graphql';
import { AreaParcoFragment } from './area-parco.fragment';

export const CreateYardAreaMutation = graphql(
  `
    mutation CreateYardArea($input: NuovaAreaParcoInput!) {
      createYardArea(input: $input) {
        ...AreaParco
      }
    }
  `,
  [AreaParcoFragment],
);
