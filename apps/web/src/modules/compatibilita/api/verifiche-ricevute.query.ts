import { queryOptions } from '@tanstack/react-query';
import type { ResultOf } from '../../../graphql';
import { graphql } from '../../../graphql';
import type { GraphqlClient } from '../../../lib/graphql/graphql-client';
import { verificheRicevuteKeys } from './verifiche-ricevute.keys';

/** A check as its seller sees it, VIN or plate included (docs/rules.md §3.14). */
export const VerificaRicevutaFragment = graphql(`
  fragment VerificaRicevuta on VerificaCompatibilita {
    id
    autoId
    nomeRicambio
    titoloAuto
    veicolo
    telaioOTarga
    domanda
    esito
    nota
    createdAt
    rispostaIl
  }
`);

export type VerificaRicevuta = ResultOf<typeof VerificaRicevutaFragment>;

export const VerificheRicevuteQuery = graphql(
  `
    query VerificheRicevute {
      verificheRicevute {
        ...VerificaRicevuta
      }
    }
  `,
  [VerificaRicevutaFragment],
);

/** The seller's checks, unanswered first, then newest first (catalogue's order). */
export const verificheRicevuteQuery = (client: GraphqlClient) =>
  queryOptions({
    queryKey: verificheRicevuteKeys.tutte,
    queryFn: async () => (await client.request(VerificheRicevuteQuery, {})).verificheRicevute,
  });
