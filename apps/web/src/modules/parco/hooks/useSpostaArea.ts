import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { MoveYardAreaMutation } from '../api/move-yard-area.mutation';
import { useMutazioneParco } from './useMutazioneParco';

interface Spostamento {
  id: string;
  posizioneX: number;
  posizioneY: number;
}

export function useSpostaArea() {
  const client = useGraphqlClient();
  return useMutazioneParco(
    async (variabili: Spostamento) => (await client.request(MoveYardAreaMutation, variabili)).spostaAreaParco,
    (aree, { id, posizioneX, posizioneY }) => aree.map((area) => (area.id === id ? { ...area, posizioneX, posizioneY } : area)),
  );
}
