import { useQuery } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { sessioneQuery } from '../api/sessione.query';
import type { Utente } from '../api/utente';

export interface StatoSessione {
  utente: Utente | null;
  inCaricamento: boolean;
}

export function useSessione(): StatoSessione {
  const { data, isPending } = useQuery(sessioneQuery(useGraphqlClient()));
  // A failed restore (gateway unreachable) leaves the visitor anonymous rather than stuck on a spinner.
  return { utente: data ?? null, inCaricamento: isPending };
}
