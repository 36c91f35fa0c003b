import type { ResultOf } from '../../../graphql';
import { graphql } from '../../../graphql';
import { ProvvedimentoFragment } from './provvedimento.fragment';

export const MieiProvvedimentiQuery = graphql(
  `
    query MieiProvvedimenti {
      mieiProvvedimenti {
        ...ProvvedimentoCampi
      }
    }
  `,
  [ProvvedimentoFragment],
);
export type Provvedimento = ResultOf<typeof MieiProvvedimentiQuery>['mieiProvvedimenti'][number];

export const ProvvedimentoQuery = graphql(
  `
    query Provvedimento($provvedimentoId: ID!) {
      provvedimento(provvedimentoId: $provvedimentoId) {
        ...ProvvedimentoCampi
      }
    }
  `,
  [ProvvedimentoFragment],
);

export const RicorriMutation = graphql(
  `
    mutation Ricorri($provvedimentoId: ID!, $testo: String!) {
      ricorri(provvedimentoId: $provvedimentoId, testo: $testo) {
        ...ProvvedimentoCampi
      }
    }
  `,
  [ProvvedimentoFragment],
);

export const provvedimentiKeys = {
  miei: ['provvedimenti', 'miei'] as const,
  uno: (id: string) => ['provvedimenti', id] as const,
};
