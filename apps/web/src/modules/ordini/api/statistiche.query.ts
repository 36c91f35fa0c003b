import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../graphql';
import type { GraphqlClient } from '../../../lib/graphql/graphql-client';
import { ordiniKeys } from './ordini.keys';

export const BuyerStatsQuery = graphql(`
  query StatisticheAcquirente {
    statisticheAcquirente {
      ordiniTotali
      inAttesa
      inLavorazione
      totaleSpesoCentesimi
    }
  }
`);

export const SellerStatsQuery = graphql(`
  query StatisticheVenditore {
    statisticheVenditore {
      inserzioni
      ricambi
      ordini
      venditeCentesimi
    }
  }
`);

export const statisticheAcquirenteQuery = (client: GraphqlClient) =>
  queryOptions({
    queryKey: ordiniKeys.statisticheAcquirente,
    queryFn: async () => (await client.request(BuyerStatsQuery, {})).statisticheAcquirente,
  });

export const statisticheVenditoreQuery = (client: GraphqlClient) =>
  queryOptions({
    queryKey: ordiniKeys.statisticheVenditore,
    queryFn: async () => (await client.request(SellerStatsQuery, {})).statisticheVenditore,
  });
