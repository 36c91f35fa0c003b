import { graphql } from '../../../graphql';

export const AutoDettaglioFragment = graphql(`
  fragment AutoDettaglio on AutoDettaglio {
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
    numeroTelaio
    telaioVerificato
    descrizione
    immagini
    ricambiDisponibili
    ricambiSoloOfficine
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
    ricambi {
      id
      nome
      descrizione
      prezzoCentesimi
      spedizioneCentesimi
      disponibile
      grado
      garanziaGiorni
      codiceOem
      codiceCambio
    }
  }
`);
