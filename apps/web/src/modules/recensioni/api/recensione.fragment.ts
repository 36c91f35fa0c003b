import type { ResultOf } from '../../../graphql';
import { graphql } from '../../../graphql';

/** A review as every screen shows it; its texts come masked from the reviews service. */
export const RecensioneFragment = graphql(`
  fragment Recensione on Recensione {
    id
    ordineId
    autore
    ricambi
    stelle {
      descrizione
      comunicazione
      spedizione
      complessivo
    }
    testo
    createdAt
    modificataIl
    risposta {
      testo
      createdAt
    }
  }
`);

export type Recensione = ResultOf<typeof RecensioneFragment>;
