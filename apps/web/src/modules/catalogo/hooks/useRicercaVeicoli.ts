import { useQuery } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import type { FiltriRicerca, VeicoloDellaRicerca } from '../api/filtri-ricerca';
import { ricercaQuery } from '../api/ricerca.query';

/** With "Solo compatibili", the search waits for the vehicle it narrows to rather than run once without it. */
export function useRicercaVeicoli(filtri: FiltriRicerca, { veicolo, inCaricamento }: VeicoloDellaRicerca) {
  return useQuery({ ...ricercaQuery(useGraphqlClient(), filtri, veicolo), enabled: !(filtri.soloCompatibili && inCaricamento) });
}
