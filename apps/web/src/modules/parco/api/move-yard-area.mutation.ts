import { graphql } from '../../../graphql';
import { AreaParcoFragment } from './area-parco.fragment';

export const MoveYardAreaMutation = graphql(
  `
    mutation MoveYardArea($id: ID!, $posizioneX: Int!, $posizioneY: Int!) {
      moveYardArea(id: $id, posizioneX: $posizioneX, posizioneY: $posizioneY) {
        ...AreaParco
      }
    }
  `,
  [AreaParcoFragment],
);
