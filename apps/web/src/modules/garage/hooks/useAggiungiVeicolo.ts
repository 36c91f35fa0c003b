import type { Veicolo } from '@ricambiamo/contracts';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { AggiungiVeicoloMutation } from '../api/aggiungi-veicolo.mutation';
import { useMutazioneGarage } from './useMutazioneGarage';

export function useAggiungiVeicolo() {
  const client = useGraphqlClient();
  return useMutazioneGarage(async (input: Veicolo & { attivo?: boolean }) => (await client.request(AggiungiVeicoloMutation, { input })).aggiungiVeicolo);
}
