import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { DeleteYardAreaMutation } from '../api/delete-yard-area.mutation';
import { useMutazioneParco } from './useMutazioneParco';

export function useEliminaArea() {
  const client = useGraphqlClient();
  return useMutazioneParco(
    async (id: string) => (await client.request(DeleteYardAreaMutation, { id })).eliminaAreaParco,
    (aree, id) => aree.filter((area) => area.id !== id),
  );
}
