import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AreaParco } from '../api/area-parco';
import { parcoKeys } from '../api/parco.keys';

/**
 * A change to the yard, read again from the gateway afterwards (areas and cars' areas together). With `applica` the
 * map shows it at once, and puts it back if the gateway refuses: an area dragged or nudged with the keyboard stays where
 * it was dropped instead of jumping back until the answer arrives.
 */
export function useMutazioneParco<TInput, TRisultato>(
  mutationFn: (input: TInput) => Promise<TRisultato>,
  applica?: (aree: AreaParco[], input: TInput) => AreaParco[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: async (input: TInput) => {
      if (!applica) return undefined;
      await queryClient.cancelQueries({ queryKey: parcoKeys.aree });
      const prima = queryClient.getQueryData<AreaParco[]>(parcoKeys.aree);
      if (prima) queryClient.setQueryData(parcoKeys.aree, applica(prima, input));
      return prima;
    },
    onError: (_error, _input, prima) => {
      if (prima) queryClient.setQueryData(parcoKeys.aree, prima);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: parcoKeys.tutti }),
  });
}
