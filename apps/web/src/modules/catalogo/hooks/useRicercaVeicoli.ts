import { useQuery } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import type { FiltriRicerca } from '../api/filtri-ricerca';
import { ricercaQuery } from '../api/ricerca.query';

export function useRicercaVeicoli(filtri: FiltriRicerca) {
  return useQuery(ricercaQuery(useGraphqlClient(), filtri));
}
