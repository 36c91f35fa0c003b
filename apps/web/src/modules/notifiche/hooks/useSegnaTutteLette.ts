import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { MarkAllNotificationsReadMutation } from '../api/mark-all-notifications-read.mutation';
import { segnaTutte } from '../api/stato-notifiche';
import { useMutazioneNotifiche } from './useMutazioneNotifiche';

export function useSegnaTutteLette() {
  const client = useGraphqlClient();
  return useMutazioneNotifiche<void>(() => client.request(MarkAllNotificationsReadMutation, {}), segnaTutte);
}
