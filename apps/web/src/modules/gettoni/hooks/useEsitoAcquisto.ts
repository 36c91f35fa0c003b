import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { acquistoQuery } from '../api/acquisto.query';
import { gettoniKeys } from '../api/gettoni.keys';

export const INTERVALLO_VERIFICA_MS = 1_500;
/** Stripe usually confirms within seconds; past this the page stops asking and says the credit will follow. */
export const ATTESA_MASSIMA_MS = 30_000;

/**
 * The purchase as the webhook left it, asked again every 1.5 s while still pending. `inAttesaTroppoLunga` turns on
 * once the wait is over without a confirmation; `riprova` starts a new wait.
 */
export function useEsitoAcquisto(sessionId: string) {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  const [attesa, setAttesa] = useState(0);
  const [inAttesaTroppoLunga, setInAttesaTroppoLunga] = useState(false);

  const { data, error, isPending, isFetching, refetch } = useQuery({
    ...acquistoQuery(client, sessionId),
    refetchInterval: (q) => (q.state.data?.status === 'pending' && !inAttesaTroppoLunga ? INTERVALLO_VERIFICA_MS : false),
  });
  const stato = data?.status;

  useEffect(() => {
    const timer = setTimeout(() => setInAttesaTroppoLunga(true), ATTESA_MASSIMA_MS);
    return () => clearTimeout(timer);
  }, [attesa]);

  useEffect(() => {
    // The sidebar box and the ledger were read before the credit; they must show it now.
    if (stato !== 'paid') return;
    void queryClient.invalidateQueries({ queryKey: gettoniKeys.saldo });
    void queryClient.invalidateQueries({ queryKey: gettoniKeys.movimenti });
  }, [stato, queryClient]);

  const riprova = useCallback(() => {
    setInAttesaTroppoLunga(false);
    setAttesa((n) => n + 1);
    void refetch();
  }, [refetch]);

  return {
    acquisto: data,
    errore: error,
    inCaricamento: isPending,
    inVerifica: isFetching,
    inAttesaTroppoLunga: inAttesaTroppoLunga && stato === 'pending',
    riprova,
  };
}
