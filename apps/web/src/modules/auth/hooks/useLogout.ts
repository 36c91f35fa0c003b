import { MESSAGGI } from '@ricambiamo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/browser/avvisi';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { LogoutMutation } from '../api/logout.mutation';
import { sessioneQueryKey } from '../api/sessione.query';

export function useLogout(): { esci: () => Promise<void>; inUscita: boolean } {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [inUscita, setInUscita] = useState(false);

  const esci = async () => {
    setInUscita(true);
    try {
      await client.request(LogoutMutation, {});
    } catch {
      toast.error(MESSAGGI.auth.erroreLogout);
    }
    // Leave the guarded area first, synchronously: a transition still pending when the user is cleared would let
    // the guard of the old page redirect to /login.
    await navigate('/', { flushSync: true });
    client.setAccessToken(null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessioneQueryKey[0] });
    queryClient.setQueryData(sessioneQueryKey, null);
    setInUscita(false);
  };

  return { esci, inUscita };
}
