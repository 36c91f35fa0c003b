import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { AttivaVeicoloMutation } from '../api/attiva-veicolo.mutation';
import { useMutazioneGarage } from './useMutazioneGarage';

export function useAttivaVeicolo() {
  const client = useGraphqlClient();
  return useMutazioneGarage(async (id: string) => (await client.request(AttivaVeicoloMutation, { id })).attivaVeicolo);
}
