import { graphql } from '../../../graphql';

/** A statement of reasons, as its user and the operator read it. */
export const ProvvedimentoFragment = graphql(`
  fragment ProvvedimentoCampi on Provvedimento {
    id
    casoId
    azione
    oggetto
    oggettoId
    titolo
    fatti
    fondamento
    automatizzata
    sospesoFino
    createdAt
    ricorribileFino
    ricorso {
      testo
      createdAt
      esito
      motivazione
      decisoIl
    }
  }
`);
