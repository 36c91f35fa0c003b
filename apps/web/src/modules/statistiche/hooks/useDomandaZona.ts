import { useQuery } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { domandaZonaQuery } from '../api/domanda.query';

export function useDomandaZona() {
  return useQuery(domandaZonaQuery(useGraphqlClient()));
}
