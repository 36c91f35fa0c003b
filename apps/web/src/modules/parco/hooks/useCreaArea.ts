import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { CreateYardAreaMutation } from '../api/create-yard-area.mutation';
import type { Rettangolo } from '../api/geometria';
import { useMutazioneParco } from './useMutazioneParco';

export function useCreaArea() {
  const client = useGraphqlClient();
  return useMutazioneParco(async (input: Rettangolo) => (await client.request(CreateYardAreaMutation, { input })).creaAreaParco);
}
