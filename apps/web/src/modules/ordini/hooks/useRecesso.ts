import type { AdvanceWithdrawalRequest, RequestWithdrawalRequest } from '@ricambiamo/contracts';
import { useMutation } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { motivoPerGraphql } from '../api/motivo-recesso';
import { AdvanceWithdrawalMutation, RequestWithdrawalMutation } from '../api/recesso.mutations';
import { useDopoOrdine } from './useDopoOrdine';

/** The buyer withdraws from a delivered order. */
export function useRichiediRecesso() {
  const client = useGraphqlClient();
  const dopo = useDopoOrdine();
  return useMutation({
    mutationFn: async ({ motivo, ...input }: RequestWithdrawalRequest) =>
      (await client.request(RequestWithdrawalMutation, { input: { ...input, motivo: motivoPerGraphql(motivo) } })).richiediRecesso,
    onSettled: dopo,
  });
}

/** The seller's next step of the withdrawal. */
export function useAvanzaRecesso() {
  const client = useGraphqlClient();
  const dopo = useDopoOrdine();
  return useMutation({
    mutationFn: async (input: AdvanceWithdrawalRequest) => (await client.request(AdvanceWithdrawalMutation, { input })).avanzaRecesso,
    // A refused step (another tab got there first) also means the order is out of date.
    onSettled: dopo,
  });
}
