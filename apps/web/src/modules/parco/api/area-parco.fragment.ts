import { graphql } from '../../../graphql';

export const AreaParcoFragment = graphql(`
  fragment AreaParco on AreaParco {
    id
    nome
    descrizione
    posizioneX
    posizioneY
    larghezza
    altezza
    colore
    createdAt
    auto {
      id
      marca
      modello
    }
  }
`);
