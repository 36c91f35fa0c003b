import type { richiestaResetSchema } from '@ricambiamo/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { RequestPasswordResetMutation } from '../api/request-password-reset.mutation';

export function useRichiestaReset() {
  const client = useGraphqlClient();
  return useMutation({
    mutationFn: (input: z.output<typeof richiestaResetSchema>) =>
      client.request(RequestPasswordResetMutation, { input }),
  });
}
