import { graphql } from '../../../graphql';

export const AutoCardFragment = graphql(`
  fragment AutoCard on AutoCard {
    id
    marca
    modello
    anno
    km
    cv
    kw
    cilindrata
    carburante
    immagine
    ricambiDisponibili
    ricambiTotali
    createdAt
    venditore {
      id
      nome
      nomeAttivita
    }
  }
`);
