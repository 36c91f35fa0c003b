import type { registrazioneSchema } from '@ricambiamo/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { RegisterMutation } from '../api/register.mutation';
import { useAvviaSessione } from './useAvviaSessione';

export function useRegistrazione() {
  const client = useGraphqlClient();
  const avviaSessione = useAvviaSessione();
  return useMutation({
    mutationFn: async (input: z.output<typeof registrazioneSchema>) =>
      (await client.request(RegisterMutation, { input })).registrati,
    onSuccess: avviaSessione,
  });
}
