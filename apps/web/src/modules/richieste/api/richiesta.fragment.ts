import type { ResultOf } from '../../../graphql';
import { graphql } from '../../../graphql';

/** A request as every screen shows it: the car, what is wanted, where, its state and its answers. */
export const RichiestaFragment = graphql(`
  fragment Richiesta on RichiestaRicambio {
    id
    marca
    modello
    anno
    codiceMotore
    telaioIndicato
    numeroTelaio
    ricambi
    testo
    codiceOem
    prezzoCentesimi
    provincia
    citta
    stato
    motivoChiusura
    scadeIl
    createdAt
    mia
    segnalata
    risposte {
      id
      tipo
      venditoreId
      venditore
      autoId
      ricambioId
      nomeRicambio
      titolo
      immagine
      prezzoCentesimi
      spedizioneCentesimi
      createdAt
    }
  }
`);

export type Richiesta = ResultOf<typeof RichiestaFragment>;
export type RispostaRichiesta = Richiesta['risposte'][number];
