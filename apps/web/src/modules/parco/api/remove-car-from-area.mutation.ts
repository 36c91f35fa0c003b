import { graphql } from '../../../graphql';
import { AreaParcoFragment } from './area-parco.fragment';

export const RemoveCarFromAreaMutation = graphql(
  `
    mutation RemoveCarFromArea($areaId: ID!, $autoId: ID!) {
      removeCarFromArea(areaId: $areaId, autoId: $autoId) {
        ...AreaParco
      }
    }
  `,
  [AreaParcoFragment],
);
