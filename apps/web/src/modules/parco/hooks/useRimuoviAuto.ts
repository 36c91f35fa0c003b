import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { RemoveCarFromAreaMutation } from '../api/remove-car-from-area.mutation';
import { useMutazioneParco } from './useMutazioneParco';

export function useRimuoviAuto() {
  const client = useGraphqlClient();
  return useMutazioneParco(
    async (variabili: { areaId: string; autoId: string }) => (await client.request(RemoveCarFromAreaMutation, variabili)).rimuoviAutoArea,
    (aree, { areaId, autoId }) =>
      aree.map((area) => (area.id === areaId ? { ...area, auto: area.auto.filter((auto) => auto.id !== autoId) } : area)),
  );
}
