import type { Veicolo } from '@ricambiamo/contracts';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { ModificaVeicoloMutation } from '../api/modifica-veicolo.mutation';
import { useMutazioneGarage } from './useMutazioneGarage';

export function useModificaVeicolo() {
  const client = useGraphqlClient();
  return useMutazioneGarage(
    async (input: Veicolo & { veicoloId: string }) => (await client.request(ModificaVeicoloMutation, { input })).modificaVeicolo,
  );
}
