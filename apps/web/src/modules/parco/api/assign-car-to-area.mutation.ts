import { graphql } from '../../../graphql';
import { AreaParcoFragment } from './area-parco.fragment';

export const AssignCarToAreaMutation = graphql(
  `
    mutation AssegnaAutoArea($areaId: ID!, $autoId: ID!) {
      assegnaAutoArea(areaId: $areaId, autoId: $autoId) {
        ...AreaParco
      }
    }
  `,
  [AreaParcoFragment],
);
