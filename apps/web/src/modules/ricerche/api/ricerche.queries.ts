import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../graphql';
import type { GraphqlClient } from '../../../lib/graphql/graphql-client';
import { RicercaSalvataFragment } from './ricerca-salvata.fragment';
import { ricercheKeys } from './ricerche.keys';

export const RicercheSalvateQuery = graphql(
  `
    query RicercheSalvate {
      ricercheSalvate {
        ...RicercaSalvata
      }
    }
  `,
  [RicercaSalvataFragment],
);

/** The buyer's saved searches, newest first. */
export const ricercheSalvateQuery = (client: GraphqlClient) =>
  queryOptions({
    queryKey: ricercheKeys.elenco,
    queryFn: async () => (await client.request(RicercheSalvateQuery, {})).ricercheSalvate,
  });
