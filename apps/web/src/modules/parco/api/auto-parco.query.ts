import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../graphql';
import type { GraphqlClient } from '../../../lib/graphql/graphql-client';
import { parcoKeys } from './parco.keys';

export const AutoParcoQuery = graphql(`
  query AutoInParco {
    autoInParco {
      id
      marca
      modello
      area {
        id
        nome
        colore
      }
    }
  }
`);

/** Every car of the seller with the area holding it, if any. */
export const autoParcoQuery = (client: GraphqlClient) =>
  queryOptions({
    queryKey: parcoKeys.auto,
    queryFn: async () => (await client.request(AutoParcoQuery, {})).autoInParco,
  });
