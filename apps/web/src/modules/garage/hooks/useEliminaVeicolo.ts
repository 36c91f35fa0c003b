import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { EliminaVeicoloMutation } from '../api/elimina-veicolo.mutation';
import { useMutazioneGarage } from './useMutazioneGarage';

export function useEliminaVeicolo() {
  const client = useGraphqlClient();
  return useMutazioneGarage(async (id: string) => (await client.request(EliminaVeicoloMutation, { id })).eliminaVeicolo);
}
