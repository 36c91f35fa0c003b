import { graphql } from '../../../graphql';
import { RichiestaFragment } from './richiesta.fragment';

export const PubblicaRichiestaMutation = graphql(
  `
    mutation PubblicaRichiesta($input: PubblicaRichiestaInput!) {
      pubblicaRichiesta(input: $input) {
        ...Richiesta
      }
    }
  `,
  [RichiestaFragment],
);

export const ChiudiRichiestaMutation = graphql(
  `
    mutation ChiudiRichiesta($richiestaId: ID!) {
      chiudiRichiesta(richiestaId: $richiestaId) {
        ...Richiesta
      }
    }
  `,
  [RichiestaFragment],
);

export const RinnovaRichiestaMutation = graphql(
  `
    mutation RinnovaRichiesta($richiestaId: ID!) {
      rinnovaRichiesta(richiestaId: $richiestaId) {
        ...Richiesta
      }
    }
  `,
  [RichiestaFragment],
);

export const RispondiRichiestaMutation = graphql(
  `
    mutation RispondiRichiesta($input: RispondiRichiestaInput!) {
      rispondiRichiesta(input: $input) {
        ...Richiesta
      }
    }
  `,
  [RichiestaFragment],
);

export const SegnalaRichiestaMutation = graphql(`
  mutation SegnalaRichiesta($richiestaId: ID!, $input: SegnalazioneRichiestaInput!) {
    segnalaRichiesta(richiestaId: $richiestaId, input: $input)
  }
`);
