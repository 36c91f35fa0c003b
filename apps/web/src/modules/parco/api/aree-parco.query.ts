import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../graphql';
import type { GraphqlClient } from '../../../lib/graphql/graphql-client';
import { AreaParcoFragment } from './area-parco.fragment';
import { areaSullaMappa } from './geometria';
import { parcoKeys } from './parco.keys';

export const YardAreasQuery = graphql(
  `
    query AreeParco {
      areeParco {
        ...AreaParco
      }
    }
  `,
  [AreaParcoFragment],
);

/** The seller's areas, oldest first, with the cars assigned to each, as the map can draw them. */
export const areeParcoQuery = (client: GraphqlClient) =>
  queryOptions({
    queryKey: parcoKeys.aree,
    queryFn: async () => (await client.request(YardAreasQuery, {})).areeParco.map(areaSullaMappa),
  });
