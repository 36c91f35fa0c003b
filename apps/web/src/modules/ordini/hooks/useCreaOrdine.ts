import type { Checkout } from '@ricambiamo/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ChiaveTentativo } from '../../../lib/forms/chiave-tentativo';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { PlaceOrderMutation } from '../api/place-order.mutation';
import { useDopoOrdine } from './useDopoOrdine';

export interface NuovoOrdine extends Checkout {
  autoId: string;
  ricambiIds: string[];
}

/** The order id is the idempotency key: a retry after a lost answer must not order, nor reserve, twice. */
export function useCreaOrdine() {
  const client = useGraphqlClient();
  const dopo = useDopoOrdine();
  const [chiave] = useState(() => new ChiaveTentativo());
  return useMutation({
    mutationFn: async (input: NuovoOrdine) =>
      (await chiave.invia(input, (ordineId) => client.request(PlaceOrderMutation, { input: { ...input, ordineId } }))).effettuaOrdine,
    onSettled: dopo,
  });
}
