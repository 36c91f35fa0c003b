import { graphql } from '../../../graphql';
import { AreaParcoFragment } from './area-parco.fragment';

export const AssignCarToAreaMutation = graphql(
  `
    mutation AssignCarToArea($areaId: ID!, $autoId: ID!) {
      assignCarToArea(areaId: $areaId, autoId: $autoId) {
        ...AreaParco
      }
    }
  `,
  [AreaParcoFragment],
);
