import type { nuovaPasswordSchema } from '@ricambiamo/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { ResetPasswordMutation } from '../api/reset-password.mutation';

export function useNuovaPassword(token: string) {
  const client = useGraphqlClient();
  return useMutation({
    mutationFn: (input: z.output<typeof nuovaPasswordSchema>) =>
      client.request(ResetPasswordMutation, { input: { ...input, token } }),
  });
}
