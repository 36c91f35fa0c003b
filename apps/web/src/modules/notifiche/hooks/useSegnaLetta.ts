import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { MarkNotificationReadMutation } from '../api/mark-notification-read.mutation';
import { segnaLetta } from '../api/stato-notifiche';
import { useMutazioneNotifiche } from './useMutazioneNotifiche';

export function useSegnaLetta() {
  const client = useGraphqlClient();
  return useMutazioneNotifiche((id: string) => client.request(MarkNotificationReadMutation, { id }), segnaLetta);
}
