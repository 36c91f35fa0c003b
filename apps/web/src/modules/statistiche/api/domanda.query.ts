import { queryOptions } from '@tanstack/react-query';
import type { ResultOf } from '../../../graphql';
import { graphql } from '../../../graphql';
import type { GraphqlClient } from '../../../lib/graphql/graphql-client';
import { statisticheKeys } from './statistiche.keys';

export const DomandaZonaQuery = graphql(`
  query DomandaZona {
    domandaZona {
      regione
      modelli {
        marca
        modello
        richieste
        ricerche
      }
      ricambi {
        nome
        richieste
      }
    }
  }
`);

export type DomandaZona = ResultOf<typeof DomandaZonaQuery>['domandaZona'];

/** What buyers asked for most in the region of the seller's province, or all Italy without one (docs/rules.md §3.20). */
export const domandaZonaQuery = (client: GraphqlClient) =>
  queryOptions({
    queryKey: statisticheKeys.domanda,
    queryFn: async () => (await client.request(DomandaZonaQuery, {})).domandaZona,
  });
