import { COLORE_AREA_DEFAULT, nomeAreaPredefinito } from '@ricambiamo/contracts';
import type { AreaParco } from '../modules/parco/api/area-parco';

export const ID_AREA = 'ae000000-0000-4000-8000-000000000001';

export const areaDemo = (override: Partial<AreaParco> = {}): AreaParco => ({
  id: ID_AREA,
  nome: 'Area 1',
  descrizione: 'Lato officina',
  posizioneX: 40,
  posizioneY: 80,
  larghezza: 200,
  altezza: 160,
  colore: '#10B981',
  createdAt: '2026-11-20T09:00:00.000Z',
  auto: [],
  ...override,
});

interface AutoFinta {
  id: string;
  marca: string;
  modello: string;
}

/**
 * The yard service behind the gateway, on in-memory areas and cars the test can look at: queries answer from them
 * and commands change them, as the real ones would (a car lives in one area at most).
 */
export function parcoFinto(iniziali: AreaParco[], auto: AutoFinta[] = []) {
  const stato = { aree: iniziali.map((area) => ({ ...area, auto: [...area.auto] })), creata: 0 };
  const trova = (id: unknown) => {
    const area = stato.aree.find((a) => a.id === id);
    if (!area) throw new Error(`parco finto: no area ${String(id)}`);
    return area;
  };
  return {
    stato,
    handlers: {
      AreeParco: () => ({ data: { areeParco: stato.aree } }),
      AutoInParco: () => ({
        data: {
          autoInParco: auto.map((a) => {
            const area = stato.aree.find((candidata) => candidata.auto.some((x) => x.id === a.id));
            return { ...a, area: area ? { id: area.id, nome: area.nome, colore: area.colore } : null };
          }),
        },
      }),
      CreaAreaParco: ({ input }: Record<string, unknown>) => {
        stato.creata += 1;
        const area = areaDemo({
          ...(input as Pick<AreaParco, 'posizioneX' | 'posizioneY' | 'larghezza' | 'altezza'>),
          id: `ae000000-0000-4000-8000-1000000000${String(stato.creata).padStart(2, '0')}`,
          nome: nomeAreaPredefinito(stato.aree.length),
          descrizione: null,
          colore: COLORE_AREA_DEFAULT,
          auto: [],
        });
        stato.aree.push(area);
        return { data: { creaAreaParco: area } };
      },
      SpostaAreaParco: ({ id, posizioneX, posizioneY }: Record<string, unknown>) => {
        const area = trova(id);
        Object.assign(area, { posizioneX, posizioneY });
        return { data: { spostaAreaParco: area } };
      },
      ModificaAreaParco: ({ input }: Record<string, unknown>) => {
        const { areaId, ...modifica } = input as { areaId: string };
        const area = trova(areaId);
        Object.assign(area, modifica);
        return { data: { modificaAreaParco: area } };
      },
      EliminaAreaParco: ({ id }: Record<string, unknown>) => {
        stato.aree = stato.aree.filter((a) => a.id !== id);
        return { data: { eliminaAreaParco: id } };
      },
      AssegnaAutoArea: ({ areaId, autoId }: Record<string, unknown>) => {
        const car = auto.find((a) => a.id === autoId);
        if (!car) throw new Error(`parco finto: no car ${String(autoId)}`);
        for (const area of stato.aree) area.auto = area.auto.filter((a) => a.id !== autoId);
        const area = trova(areaId);
        area.auto.push(car);
        return { data: { assegnaAutoArea: area } };
      },
      RimuoviAutoArea: ({ areaId, autoId }: Record<string, unknown>) => {
        const area = trova(areaId);
        area.auto = area.auto.filter((a) => a.id !== autoId);
        return { data: { rimuoviAutoArea: area } };
      },
    },
  };
}
