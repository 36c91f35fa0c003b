import { useQuery } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { verificheRicevuteQuery } from '../api/verifiche-ricevute.query';

export function useVerificheRicevute() {
  return useQuery(verificheRicevuteQuery(useGraphqlClient()));
}
