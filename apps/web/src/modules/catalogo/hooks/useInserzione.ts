import { useQuery } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { inserzioneQuery } from '../api/inserzione.query';

export function useInserzione(id: string) {
  return useQuery(inserzioneQuery(useGraphqlClient(), id));
}
