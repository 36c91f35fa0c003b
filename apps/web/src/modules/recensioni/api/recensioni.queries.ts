import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ResultOf } from '../../../graphql';
import { graphql } from '../../../graphql';
import type { GraphqlClient } from '../../../lib/graphql/graphql-client';
import { RecensioneFragment } from './recensione.fragment';
import { recensioniKeys } from './recensioni.keys';

export const RecensioniOrdiniQuery = graphql(
  `
    query RecensioniOrdini($ordineIds: [ID!]!) {
      recensioniOrdini(ordineIds: $ordineIds) {
        ordineId
        recensione {
          ...Recensione
        }
        recensibileDal
        recensibileFinoAl
        modificabileFinoAl
        segnalata
      }
    }
  `,
  [RecensioneFragment],
);
export type RecensioneOrdine = ResultOf<typeof RecensioniOrdiniQuery>['recensioniOrdini'][number];

/** The review panels of a page of orders, in one request. */
export const recensioniOrdiniQuery = (client: GraphqlClient, ordineIds: readonly string[]) =>
  queryOptions({
    queryKey: recensioniKeys.ordini(ordineIds),
    queryFn: async () => (await client.request(RecensioniOrdiniQuery, { ordineIds: [...ordineIds] })).recensioniOrdini,
    enabled: ordineIds.length > 0,
  });

export const ReputazioneQuery = graphql(`
  query ReputazioneVenditore($venditoreId: ID!) {
    reputazioneVenditore(venditoreId: $venditoreId) {
      affidabile
      distribuzione
      ultimi12Mesi {
        ordiniCompletati
        tassoCancellazioni
        medianaOreLavorazione
        medianaOreRisposta
        quotaResiErrore
        mediaStelle
        numeroRecensioni
      }
      sempre {
        ordiniCompletati
        mediaStelle
        numeroRecensioni
      }
    }
  }
`);
export type Reputazione = ResultOf<typeof ReputazioneQuery>['reputazioneVenditore'];

export const reputazioneQuery = (client: GraphqlClient, venditoreId: string) =>
  queryOptions({
    queryKey: recensioniKeys.reputazione(venditoreId),
    queryFn: async () => (await client.request(ReputazioneQuery, { venditoreId })).reputazioneVenditore,
  });

export const RecensioniVenditoreQuery = graphql(
  `
    query RecensioniVenditore($venditoreId: ID!, $pagina: Int) {
      recensioniVenditore(venditoreId: $venditoreId, pagina: $pagina) {
        recensioni {
          ...Recensione
        }
        pagina
        pagine
        totale
      }
    }
  `,
  [RecensioneFragment],
);

/** One page of a seller's reviews; the previous page stays on screen while the next loads. */
export const recensioniVenditoreQuery = (client: GraphqlClient, venditoreId: string, pagina: number) =>
  queryOptions({
    queryKey: recensioniKeys.venditore(venditoreId, pagina),
    queryFn: async () => (await client.request(RecensioniVenditoreQuery, { venditoreId, pagina })).recensioniVenditore,
    placeholderData: keepPreviousData,
  });
