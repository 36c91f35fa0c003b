import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { AssignCarToAreaMutation } from '../api/assign-car-to-area.mutation';
import { useMutazioneParco } from './useMutazioneParco';

export function useAssegnaAuto() {
  const client = useGraphqlClient();
  return useMutazioneParco(
    async (variabili: { areaId: string; autoId: string }) => (await client.request(AssignCarToAreaMutation, variabili)).assegnaAutoArea,
  );
}
