import { graphql } from '../../../graphql';
import { AreaParcoFragment } from './area-parco.fragment';

export const RemoveCarFromAreaMutation = graphql(
  `
    mutation RimuoviAutoArea($areaId: ID!, $autoId: ID!) {
      rimuoviAutoArea(areaId: $areaId, autoId: $autoId) {
        ...AreaParco
      }
    }
  `,
  [AreaParcoFragment],
);
