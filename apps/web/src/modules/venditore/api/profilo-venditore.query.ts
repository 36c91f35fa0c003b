import { queryOptions } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../graphql';
import type { GraphqlClient } from '../../../lib/graphql/graphql-client';
import { UtenteFragment } from '../../auth/api/utente.fragment';

const OrarioFragment = graphql(`
  fragment OrarioGiorno on Orario {
    apertura
    chiusura
    chiuso
  }
`);

/** Everything Impostazioni Profilo edits; it includes the session's fields, so a save refreshes the session too. */
export const ProfiloVenditoreFragment = graphql(
  `
    fragment ProfiloVenditore on User {
      ...Utente
      partitaIva
      iban
      descrizione
      orari {
        lunedi {
          ...OrarioGiorno
        }
        martedi {
          ...OrarioGiorno
        }
        mercoledi {
          ...OrarioGiorno
        }
        giovedi {
          ...OrarioGiorno
        }
        venerdi {
          ...OrarioGiorno
        }
        sabato {
          ...OrarioGiorno
        }
        domenica {
          ...OrarioGiorno
        }
      }
    }
  `,
  [UtenteFragment, OrarioFragment],
);

export type ProfiloVenditoreSalvato = ResultOf<typeof ProfiloVenditoreFragment>;

const MyProfileQuery = graphql(
  `
    query MioProfilo {
      utenteCorrente {
        ...ProfiloVenditore
      }
    }
  `,
  [ProfiloVenditoreFragment],
);

export const profiloVenditoreQueryKey = ['profilo-venditore'] as const;

export const profiloVenditoreQuery = (client: GraphqlClient) =>
  queryOptions({
    queryKey: profiloVenditoreQueryKey,
    queryFn: async () => (await client.request(MyProfileQuery, {})).utenteCorrente,
  });
