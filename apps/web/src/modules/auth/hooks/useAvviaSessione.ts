import { useQueryClient } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { sessioneQueryKey } from '../api/sessione.query';
import type { Utente } from '../api/utente';

export function useAvviaSessione(): (sessione: { accessToken: string; user: Utente }) => void {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  return ({ accessToken, user }) => {
    client.setAccessToken(accessToken);
    queryClient.setQueryData(sessioneQueryKey, user);
  };
}
