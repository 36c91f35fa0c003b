import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { DeleteNotificationMutation } from '../api/delete-notification.mutation';
import { elimina } from '../api/stato-notifiche';
import { useMutazioneNotifiche } from './useMutazioneNotifiche';

export function useEliminaNotifica() {
  const client = useGraphqlClient();
  return useMutazioneNotifiche((id: string) => client.request(DeleteNotificationMutation, { id }), elimina);
}
