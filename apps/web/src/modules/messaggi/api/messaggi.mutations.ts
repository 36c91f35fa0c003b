import { graphql } from '../../../graphql';
import { ConversazioneFragment, MessaggioFragment } from './conversazione.fragment';

export const ConversazioneInserzioneMutation = graphql(
  `
    mutation ConversazioneInserzione($autoId: ID!) {
      conversazioneInserzione(autoId: $autoId) {
        ...Conversazione
      }
    }
  `,
  [ConversazioneFragment],
);

export const ConversazioneOrdineMutation = graphql(
  `
    mutation ConversazioneOrdine($ordineId: ID!) {
      conversazioneOrdine(ordineId: $ordineId) {
        ...Conversazione
      }
    }
  `,
  [ConversazioneFragment],
);

export const InviaMessaggioMutation = graphql(
  `
    mutation InviaMessaggio($conversazioneId: ID!, $testo: String!) {
      inviaMessaggio(conversazioneId: $conversazioneId, testo: $testo) {
        ...Messaggio
      }
    }
  `,
  [MessaggioFragment],
);

export const SegnaConversazioneLettaMutation = graphql(`
  mutation SegnaConversazioneLetta($conversazioneId: ID!) {
    segnaConversazioneLetta(conversazioneId: $conversazioneId)
  }
`);

export const SegnalaConversazioneMutation = graphql(`
  mutation SegnalaConversazione($conversazioneId: ID!, $input: SegnalazioneConversazioneInput!) {
    segnalaConversazione(conversazioneId: $conversazioneId, input: $input)
  }
`);
