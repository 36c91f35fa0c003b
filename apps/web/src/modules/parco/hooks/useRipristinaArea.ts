import { useGraphqlClient } from '../../../lib/graphql/useGraphqlClient';
import type { AreaParco } from '../api/area-parco';
import { AssignCarToAreaMutation } from '../api/assign-car-to-area.mutation';
import { CreateYardAreaMutation } from '../api/create-yard-area.mutation';
import { UpdateYardAreaMutation } from '../api/update-yard-area.mutation';
import { useMutazioneParco } from './useMutazioneParco';

/**
 * Undoes a deletion: the gateway has no "restore", so the area is drawn anew where it was, given back its name,
 * description and colour (a new one gets "Area N" in a random colour), and its cars assigned to it again.
 */
export function useRipristinaArea() {
  const client = useGraphqlClient();
  return useMutazioneParco(async (area: AreaParco) => {
    const { posizioneX, posizioneY, larghezza, altezza } = area;
    const { creaAreaParco: nuova } = await client.request(CreateYardAreaMutation, {
      input: { posizioneX, posizioneY, larghezza, altezza },
    });
    await client.request(UpdateYardAreaMutation, {
      input: {
        areaId: nuova.id,
        nome: area.nome,
        descrizione: area.descrizione,
        colore: area.colore,
        larghezza,
        altezza,
      },
    });
    for (const auto of area.auto) {
      await client.request(AssignCarToAreaMutation, { areaId: nuova.id, autoId: auto.id });
    }
    return nuova.id;
  });
}
