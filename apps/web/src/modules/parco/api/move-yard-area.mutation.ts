import { graphql } from '../../../graphql';
import { AreaParcoFragment } from './area-parco.fragment';

export const MoveYardAreaMutation = graphql(
  `
    mutation SpostaAreaParco($id: ID!, $posizioneX: Int!, $posizioneY: Int!) {
      spostaAreaParco(id: $id, posizioneX: $posizioneX, posizioneY: $posizioneY) {
        ...AreaParco
      }
    }
  `,
  [AreaParcoFragment],
);
