import { graphql } from '../../../graphql';

export const RecensisciOrdineMutation = graphql(`
  mutation RecensisciOrdine($ordineId: ID!, $input: RecensioneFormInput!) {
    recensisciOrdine(ordineId: $ordineId, input: $input) {
      id
    }
  }
`);

export const ModificaRecensioneMutation = graphql(`
  mutation ModificaRecensione($recensioneId: ID!, $input: RecensioneFormInput!) {
    modificaRecensione(recensioneId: $recensioneId, input: $input) {
      id
    }
  }
`);

export const RispondiRecensioneMutation = graphql(`
  mutation RispondiRecensione($recensioneId: ID!, $testo: String!) {
    rispondiRecensione(recensioneId: $recensioneId, testo: $testo) {
      id
    }
  }
`);

export const SegnalaRecensioneMutation = graphql(`
  mutation SegnalaRecensione($recensioneId: ID!, $input: SegnalazioneRecensioneInput!) {
    segnalaRecensione(recensioneId: $recensioneId, input: $input)
  }
`);
