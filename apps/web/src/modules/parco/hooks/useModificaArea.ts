import type { ModificaArea } from '@ricambiamo/contracts';
import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import { UpdateYardAreaMutation } from '../api/update-yard-area.mutation';
import { useMutazioneParco } from './useMutazioneParco';

/** The dialog's values, or an area's own resized by the keyboard (its colour as saved). */
export type ModificaAreaParco = Omit<ModificaArea, 'colore'> & { areaId: string; colore: string };

export function useModificaArea() {
  const client = useGraphqlClient();
  return useMutazioneParco(
    async (input: ModificaAreaParco) => (await client.request(UpdateYardAreaMutation, { input })).modificaAreaParco,
    (aree, { areaId, ...modifica }) => aree.map((area) => (area.id === areaId ? { ...area, ...modifica } : area)),
  );
}
