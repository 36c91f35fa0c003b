import { useQuery } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { inserzioneDaModificareQuery } from '../api/inserzione-da-modificare.query';

export function useInserzioneDaModificare(id: string) {
  return useQuery(inserzioneDaModificareQuery(useGraphqlClient(), id));
}
