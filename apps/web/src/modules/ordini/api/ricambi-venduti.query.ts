import { queryOptions } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../graphql';
import type { GraphqlClient } from '../../../lib/graphql/graphql-client';
import { ordiniKeys } from './ordini.keys';

export const SoldPartsQuery = graphql(`
  query RicambiVenduti($autoId: ID!) {
    ricambiVenduti(autoId: $autoId) {
      ricambioId
      nome
      prezzoCentesimi
      spedizioneCentesimi
      ordineId
      codice
      stato
      data
      acquirente {
        nome
        email
      }
    }
  }
`);

export type RicambioVenduto = ResultOf<typeof SoldPartsQuery>['ricambiVenduti'][number];

export const ricambiVendutiQuery = (client: GraphqlClient, autoId: string) =>
  queryOptions({
    queryKey: ordiniKeys.ricambiVenduti(autoId),
    queryFn: async () => (await client.request(SoldPartsQuery, { autoId })).ricambiVenduti,
  });
