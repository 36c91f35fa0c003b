import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../graphql';
import type { GraphqlClient } from '../../../lib/graphql/graphql-client';
import { ImportazioneFragment } from './importazione.fragment';
import { importazioniKeys } from './importazioni.keys';

export const ImportazioneCorrenteQuery = graphql(
  `
    query ImportazioneCorrente {
      importazioneCorrente {
        ...Importazione
      }
    }
  `,
  [ImportazioneFragment],
);

export const importazioneCorrenteQuery = (client: GraphqlClient) =>
  queryOptions({
    queryKey: importazioniKeys.corrente,
    queryFn: async () => (await client.request(ImportazioneCorrenteQuery, {})).importazioneCorrente,
  });
