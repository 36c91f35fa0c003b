import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notifica } from '../api/notifica';
import { notificheKeys } from '../api/notifiche.keys';
import type { StatoNotifiche } from '../api/stato-notifiche';

/**
 * A change to the user's notifications shown at once in the panel and on every bell, put back if the gateway refuses
 * it, and read again from the gateway either way. A refusal is not announced (docs/rules.md §8: notification errors are only
 * logged): the item simply returns as it was, and the console says why.
 */
export function useMutazioneNotifiche<TInput>(
  mutationFn: (input: TInput) => Promise<unknown>,
  applica: (stato: StatoNotifiche, input: TInput) => StatoNotifiche,
) {
  const queryClient = useQueryClient();
  const scrivi = ({ elenco, nonLette }: StatoNotifiche) => {
    if (elenco !== undefined) queryClient.setQueryData(notificheKeys.elenco, elenco);
    if (nonLette !== undefined) queryClient.setQueryData(notificheKeys.nonLette, nonLette);
  };
  return useMutation({
    mutationFn,
    onMutate: async (input: TInput) => {
      // A read already under way would otherwise land after the change and undo it on screen.
      await queryClient.cancelQueries({ queryKey: notificheKeys.tutti });
      const prima: StatoNotifiche = {
        elenco: queryClient.getQueryData<Notifica[]>(notificheKeys.elenco),
        nonLette: queryClient.getQueryData<number>(notificheKeys.nonLette),
      };
      scrivi(applica(prima, input));
      return prima;
    },
    onError: (error, _input, prima) => {
      console.error('Notification change failed, put back as it was:', error);
      if (prima) scrivi(prima);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificheKeys.tutti }),
  });
}
