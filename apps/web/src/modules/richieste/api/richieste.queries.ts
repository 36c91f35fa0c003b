import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../graphql';
import type { GraphqlClient } from '../../../lib/graphql/graphql-client';
import { RichiestaFragment } from './richiesta.fragment';
import type { FiltriRichiesteVenditore } from './filtri';
import { richiesteKeys } from './richieste.keys';

export const BachecaRichiesteQuery = graphql(
  `
    query BachecaRichieste($marca: String) {
      richiesteCercoRicambio(marca: $marca) {
        ...Richiesta
      }
    }
  `,
  [RichiestaFragment],
);

export const RichiestaQuery = graphql(
  `
    query RichiestaCercoRicambio($richiestaId: ID!) {
      richiestaCercoRicambio(richiestaId: $richiestaId) {
        ...Richiesta
      }
    }
  `,
  [RichiestaFragment],
);

export const MieRichiesteQuery = graphql(
  `
    query MieRichieste {
      mieRichieste {
        ...Richiesta
      }
    }
  `,
  [RichiestaFragment],
);

export const RichiesteVenditoreQuery = graphql(
  `
    query RichiestePerVenditore($filtri: FiltriRichiesteInput) {
      richiestePerVenditore(filtri: $filtri) {
        ...Richiesta
      }
    }
  `,
  [RichiestaFragment],
);

/** The open requests, newest first, of one make or all. */
export const bachecaQuery = (client: GraphqlClient, marca: string) =>
  queryOptions({
    queryKey: richiesteKeys.bacheca(marca),
    queryFn: async () => (await client.request(BachecaRichiesteQuery, { marca: marca || null })).richiesteCercoRicambio,
  });

export const richiestaQuery = (client: GraphqlClient, id: string, chi: string | null) =>
  queryOptions({
    queryKey: richiesteKeys.richiestaPer(id, chi),
    queryFn: async () => (await client.request(RichiestaQuery, { richiestaId: id })).richiestaCercoRicambio,
  });

/** The buyer's requests, open first. */
export const mieRichiesteQuery = (client: GraphqlClient) =>
  queryOptions({
    queryKey: richiesteKeys.mie,
    queryFn: async () => (await client.request(MieRichiesteQuery, {})).mieRichieste,
  });

/** The open requests the seller's stock can answer. */
export const richiesteVenditoreQuery = (client: GraphqlClient, filtri: FiltriRichiesteVenditore) =>
  queryOptions({
    queryKey: richiesteKeys.venditore(filtri),
    queryFn: async () =>
      (await client.request(RichiesteVenditoreQuery, { filtri: { marca: filtri.marca || null, ricambio: filtri.ricambio || null } }))
        .richiestePerVenditore,
  });
