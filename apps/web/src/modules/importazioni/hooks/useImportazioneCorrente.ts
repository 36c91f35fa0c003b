import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { catalogoKeys } from '../../catalogo/api/catalogo.keys';
import { gettoniKeys } from '../../gettoni/api/gettoni.keys';
import { ordiniKeys } from '../../ordini/api/ordini.keys';
import { inElaborazione } from '../api/importazione';
import { importazioneCorrenteQuery } from '../api/importazione-corrente.query';

/** While the imports service works, the page asks again this often. */
export const INTERVALLO_VERIFICA_MS = 2_000;

/**
 * The seller's latest import, whatever its state, or null. Live hints move it on (docs/architecture.md#live-updates);
 * while it is analysed or applied it is also asked for every 2 s, for a live connection that is down or missed one.
 */
export function useImportazioneCorrente() {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  const query = useQuery({
    ...importazioneCorrenteQuery(client),
    refetchInterval: (q) => (inElaborazione(q.state.data?.stato) ? INTERVALLO_VERIFICA_MS : false),
  });

  const stato = query.data?.stato;
  const precedente = useRef(stato);
  useEffect(() => {
    const era = precedente.current;
    precedente.current = stato;
    if (era !== 'in_corso' || stato === 'in_corso') return;
    // The applied rows created, changed and removed listings and spent tokens: the lists, the stat cards and the
    // balance were read before them.
    void queryClient.invalidateQueries({ queryKey: gettoniKeys.tutti });
    void queryClient.invalidateQueries({ queryKey: catalogoKeys.tutti });
    void queryClient.invalidateQueries({ queryKey: ordiniKeys.statisticheVenditore });
  }, [stato, queryClient]);

  return query;
}
