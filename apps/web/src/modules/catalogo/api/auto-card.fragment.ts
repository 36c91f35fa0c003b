import { graphql } from '../../../graphql';

/** What a card shows, on the home page, the seller's page and the seller's table. */

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
    codiceMotore
    telaioVerificato
    immagine
    ricambiDisponibili
    ricambiSoloOfficine
    ricambiTotali
    venditore {
      id
      nome
      nomeAttivita
      valutazione {
        mediaStelle
        numeroRecensioni
        affidabile
      }
    }
  }
`);
