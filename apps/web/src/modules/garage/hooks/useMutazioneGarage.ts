import { useMutation, useQueryClient } from '@tanstack/react-query';
import { garageKeys } from '../api/garage.keys';
import type { VeicoloSalvato } from '../api/veicolo';

/**
 * A change to the garage. Activating or removing answers with the whole garage, which replaces the list at once; adding
 * or editing one vehicle reads the list again (adding may have moved the active mark). Either way the promise resolves
 * once the list shows the change.
 */
export function useMutazioneGarage<TInput, TRisultato extends VeicoloSalvato | VeicoloSalvato[]>(
  mutationFn: (input: TInput) => Promise<TRisultato>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (risultato) => {
      if (Array.isArray(risultato)) queryClient.setQueryData(garageKeys.veicoli, risultato);
      else await queryClient.invalidateQueries({ queryKey: garageKeys.veicoli });
    },
  });
}
