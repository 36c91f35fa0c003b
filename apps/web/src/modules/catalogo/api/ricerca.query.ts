import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../graphql';
import type { GraphqlClient } from '../../../lib/graphql/graphql-client';
import { AutoCardFragment } from './auto-card.fragment';
import { catalogoKeys } from './catalogo.keys';
import { VEICOLI_PER_PAGINA, type FiltriRicerca } from './filtri-ricerca';

export const SearchListingsQuery = graphql(
  `
    query CercaAuto($filter: SearchListingsInput) {
      cercaAuto(filter: $filter) {
        items {
          ...AutoCard
        }
        total
        totaleEsatto
        page
        pageSize
      }
    }
  `,
  [AutoCardFragment],
);

export const ricercaQuery = (client: GraphqlClient, filtri: FiltriRicerca) =>
  queryOptions({
    queryKey: catalogoKeys.ricerca(filtri),
    queryFn: async () =>
      (await client.request(SearchListingsQuery, { filter: { ...filtri, pageSize: VEICOLI_PER_PAGINA } })).cercaAuto,
    // Turning a page or narrowing a filter keeps the current cards on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
