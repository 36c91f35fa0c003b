import type { Inserzione } from '@ricambiamo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { catalogoKeys } from '../../catalogo/api/catalogo.keys';
import { gettoniKeys } from '../../gettoni/api/gettoni.keys';
import { ChiaveTentativo } from '../../../lib/forms/chiave-tentativo';
import { CreateListingMutation } from '../api/create-listing.mutation';
import type { ModificaInserzione } from '../api/inserzione-form';
import { UpdateListingMutation } from '../api/update-listing.mutation';

/** Both spend tokens, so the sidebar balance and the ledger are read again along with every listing view. */
function useDopoSalvataggio() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: catalogoKeys.tutti });
    void queryClient.invalidateQueries({ queryKey: gettoniKeys.tutti });
  };
}

/** A retry of the same listing after a timeout must not create and charge it twice: see ChiaveTentativo. */
export function useCreaInserzione() {
  const client = useGraphqlClient();
  const dopo = useDopoSalvataggio();
  const [chiave] = useState(() => new ChiaveTentativo());
  return useMutation({
    mutationFn: async (input: Inserzione) =>
      (await chiave.invia(input, (idempotencyKey) => client.request(CreateListingMutation, { input: { ...input, idempotencyKey } })))
        .creaAuto,
    onSuccess: dopo,
  });
}

/** Each edit is charged once: the same key only for a retry of the same edit (see ChiaveTentativo). */
export function useAggiornaInserzione() {
  const client = useGraphqlClient();
  const dopo = useDopoSalvataggio();
  const [chiave] = useState(() => new ChiaveTentativo());
  return useMutation({
    mutationFn: async (input: ModificaInserzione & { id: string }) =>
      (await chiave.invia(input, (idempotencyKey) => client.request(UpdateListingMutation, { input: { ...input, idempotencyKey } })))
        .modificaAuto,
    onSuccess: dopo,
  });
}
