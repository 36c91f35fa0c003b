import type { loginSchema } from '@ricambiamo/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { LoginMutation } from '../api/login.mutation';
import { useAvviaSessione } from './useAvviaSessione';

/** Signs in at once, unless the answer is an operator's challenge of the second factor, which the login page goes on with. */
export function useLogin() {
  const client = useGraphqlClient();
  const avviaSessione = useAvviaSessione();
  return useMutation({
    mutationFn: async (input: z.output<typeof loginSchema>) => (await client.request(LoginMutation, { input })).accedi,
    onSuccess: ({ sessione }) => sessione && avviaSessione(sessione),
  });
}
