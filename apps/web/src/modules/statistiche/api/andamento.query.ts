import { queryOptions } from '@tanstack/react-query';
import type { ResultOf } from '../../../graphql';
import { graphql } from '../../../graphql';
import type { GraphqlClient } from '../../../lib/graphql/graphql-client';
import { statisticheKeys } from './statistiche.keys';

export const AndamentoVenditoreQuery = graphql(`
  query AndamentoVenditore {
    andamentoVenditore {
      settimane {
        settimana
        ordini
        venditeCentesimi
        visualizzazioni
        conversione
      }
      totali {
        ordini
        venditeCentesimi
        visualizzazioni
        conversione
      }
      ricambiPiuVenduti {
        nome
        quantita
        venditeCentesimi
      }
      autoPiuViste {
        autoId
        marca
        modello
        anno
        visualizzazioni
      }
    }
  }
`);

export type AndamentoVenditore = ResultOf<typeof AndamentoVenditoreQuery>['andamentoVenditore'];
export type SettimanaStatistiche = AndamentoVenditore['settimane'][number];

/** The seller's last 12 Italian weeks, oldest first (docs/rules.md §3.15). */
export const andamentoVenditoreQuery = (client: GraphqlClient) =>
  queryOptions({
    queryKey: statisticheKeys.andamento,
    queryFn: async () => (await client.request(AndamentoVenditoreQuery, {})).andamentoVenditore,
  });

/** Nothing to chart yet: no order and no view in any of the weeks. */
export const senzaDati = (andamento: AndamentoVenditore): boolean =>
  andamento.totali.ordini === 0 && andamento.totali.visualizzazioni === 0;
