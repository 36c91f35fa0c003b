import type { ResultOf } from '../../../graphql';
import { graphql } from '../../../graphql';

/** A conversation as its side sees it, in the list and at the head of its thread. */
export const ConversazioneFragment = graphql(`
  fragment Conversazione on Conversazione {
    id
    tipo
    autoId
    ordineId
    titolo
    interlocutore
    ruolo
    ultimoMessaggio {
      testo
      createdAt
      mio
    }
    nonLetti
    mascherata
    segnalata
  }
`);

export const MessaggioFragment = graphql(`
  fragment Messaggio on Messaggio {
    id
    testo
    createdAt
    mio
  }
`);

export type Conversazione = ResultOf<typeof ConversazioneFragment>;
export type Messaggio = ResultOf<typeof MessaggioFragment>;
