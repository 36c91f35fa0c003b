import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../graphql';
import type { ResultOf } from '../../../graphql';
import type { GraphqlClient } from '../../../lib/graphql/graphql-client';
import { catalogoKeys } from '../../catalogo/api/catalogo.keys';

export const SellerProfileQuery = graphql(`
  query Vetrina($id: ID!) {
    vetrina(id: $id) {
      id
      nome
      nomeAttivita
      email
      telefono
      indirizzo
      citta
      cap
      provincia
      descrizione
      bannerImage
      logoImage
      createdAt
      commerciante {
        ragioneSociale
        partitaIva
        rea
        provinciaCciaa
        sedeLegale
        telefono
        email
        autorizzazioneCentro
        rentri
        verificato
      }
      orari {
        lunedi {
          apertura
          chiusura
          chiuso
        }
        martedi {
          apertura
          chiusura
          chiuso
        }
        mercoledi {
          apertura
          chiusura
          chiuso
        }
        giovedi {
          apertura
          chiusura
          chiuso
        }
        venerdi {
          apertura
          chiusura
          chiuso
        }
        sabato {
          apertura
          chiusura
          chiuso
        }
        domenica {
          apertura
          chiusura
          chiuso
        }
      }
    }
  }
`);

export type VenditorePubblico = ResultOf<typeof SellerProfileQuery>['vetrina'];

export const venditorePubblicoQuery = (client: GraphqlClient, id: string) =>
  queryOptions({
    queryKey: catalogoKeys.venditore(id),
    queryFn: async () => (await client.request(SellerProfileQuery, { id })).vetrina,
  });
