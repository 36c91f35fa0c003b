import type { VeicoloAcquirente } from '@ricambiamo/contracts';
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

/** The active vehicle as "Solo compatibili" sends it: the fields the fit compares (docs/rules.md §3.14). */
export const compatibileCon = ({ marca, modello, anno, carburante, cilindrata, codiceMotore }: VeicoloAcquirente) => ({
  marca,
  modello,
  anno,
  carburante,
  cilindrata,
  codiceMotore,
});

/** The home search; "Solo compatibili" narrows it to the cars that fit `veicolo`, and without one narrows nothing. */
export const ricercaQuery = (
  client: GraphqlClient,
  { soloCompatibili, ordinamento, ...filtri }: FiltriRicerca,
  veicolo: VeicoloAcquirente | null,
) => {
  const filter = {
    ...filtri,
    // The newest first is the search's own default: sent only when another sort is chosen.
    ...(ordinamento === 'recenti' ? {} : { ordinamento }),
    ...(soloCompatibili && veicolo ? { compatibileCon: compatibileCon(veicolo) } : {}),
    pageSize: VEICOLI_PER_PAGINA,
  };
  return queryOptions({
    queryKey: catalogoKeys.ricerca(filter),
    queryFn: async () => (await client.request(SearchListingsQuery, { filter })).cercaAuto,
    // Turning a page or narrowing a filter keeps the current cards on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
};
