import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../graphql';
import type { GraphqlClient } from '../../../lib/graphql/graphql-client';
import { garageKeys } from './garage.keys';
import { VeicoloFragment } from './veicolo.fragment';

export const MieiVeicoliQuery = graphql(
  `
    query MieiVeicoli {
      mieiVeicoli {
        ...Veicolo
      }
    }
  `,
  [VeicoloFragment],
);

/** The buyer's vehicles, oldest first, the active one marked. */
export const mieiVeicoliQuery = (client: GraphqlClient) =>
  queryOptions({
    queryKey: garageKeys.veicoli,
    queryFn: async () => (await client.request(MieiVeicoliQuery, {})).mieiVeicoli,
  });
