import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../graphql';
import type { GraphqlClient } from '../../../lib/graphql/graphql-client';
import { AutoCardFragment } from '../../catalogo/api/auto-card.fragment';
import { catalogoKeys } from '../../catalogo/api/catalogo.keys';

export const MyListingsQuery = graphql(
  `
    query MieAuto($q: String) {
      mieAuto(q: $q) {
        ...AutoCard
        createdAt
      }
    }
  `,
  [AutoCardFragment],
);

/** The seller's own listings, newest first; `q` filters them on the server. */
export const mieInserzioniQuery = (client: GraphqlClient, q: string) =>
  queryOptions({
    queryKey: catalogoKeys.mie(q),
    queryFn: async () => (await client.request(MyListingsQuery, { q: q || null })).mieAuto,
    placeholderData: keepPreviousData,
  });

/** A row of the seller's table: a card plus the publication date. */
export type InserzioneVenditore = ResultOf<typeof MyListingsQuery>['mieAuto'][number];
