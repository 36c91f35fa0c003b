import { useQuery } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { notificheQuery } from '../api/notifiche.query';

export function useNotifiche() {
  return useQuery(notificheQuery(useGraphqlClient()));
}
