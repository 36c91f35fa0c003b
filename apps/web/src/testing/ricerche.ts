import type { RicercaSalvata } from '../modules/ricerche/api/ricerca-salvata.fragment';
import { ID_AUTO, KEY_FOTO } from './catalogo';

export const ID_RICERCA = 'f5f5f5f5-0000-4000-8000-000000000001';
export const ID_RICERCA_DIESEL = 'f5f5f5f5-0000-4000-8000-000000000002';

const NESSUN_FILTRO: RicercaSalvata['filtri'] = {
  q: null,
  marca: null,
  modello: null,
  carburante: null,
  annoDa: null,
  annoA: null,
  kmDa: null,
  kmA: null,
  cvDa: null,
  cvA: null,
  kwDa: null,
  kwA: null,
  cilindrata: null,
  soloDisponibili: false,
  compatibileCon: null,
};

/** "Panda 169A4000 Cambio", e-mailed at once, with one match found on 28/11/2026. */
export const ricercaDemo = (override: Partial<RicercaSalvata> = {}): RicercaSalvata => ({
  id: ID_RICERCA,
  nome: 'Panda 169A4000 Cambio',
  filtri: { ...NESSUN_FILTRO, q: '169A4000 Cambio', modello: 'Panda', annoDa: 2010, annoA: 2015, soloDisponibili: true },
  frequenza: 'subito',
  attiva: true,
  createdAt: '2026-11-20T09:00:00.000Z',
  corrispondenze: [{ autoId: ID_AUTO, titolo: 'Fiat Panda 2012', immagine: KEY_FOTO, trovataIl: '2026-11-28T10:00:00.000Z' }],
  totaleCorrispondenze: 3,
  ...override,
});

/** Diesel cars up to 150,000 km, in the morning digest, paused, nothing found yet. */
export const ricercaDieselDemo = (override: Partial<RicercaSalvata> = {}): RicercaSalvata => ({
  id: ID_RICERCA_DIESEL,
  nome: 'Diesel',
  filtri: { ...NESSUN_FILTRO, carburante: 'diesel', kmA: 150_000 },
  frequenza: 'giornaliera',
  attiva: false,
  createdAt: '2026-11-10T09:00:00.000Z',
  corrispondenze: [],
  totaleCorrispondenze: 0,
  ...override,
});

/**
 * The demand service behind the gateway, on in-memory saved searches the test can read back: the list and the commands
 * answer from them as the real ones would (what is absent from a change stays).
 */
export function ricercheFinte(ricerche: RicercaSalvata[]) {
  const stato = { ricerche: [...ricerche] };
  const nonTrovata = { errors: [{ message: 'Ricerca salvata non trovata', extensions: { code: 'SAVED_SEARCH_NOT_FOUND' as const } }] };
  // Copies, as a real answer would be: the cache must never hold the very objects the test changes afterwards.
  const copia = <T,>(valore: T): T => JSON.parse(JSON.stringify(valore)) as T;
  return {
    stato,
    handlers: {
      RicercheSalvate: () => ({ data: { ricercheSalvate: copia(stato.ricerche) } }),
      ModificaRicerca: ({ input }: Record<string, unknown>) => {
        const { ricercaId, ...cambio } = input as { ricercaId: string } & Partial<Pick<RicercaSalvata, 'nome' | 'frequenza' | 'attiva'>>;
        const ricerca = stato.ricerche.find((r) => r.id === ricercaId);
        if (!ricerca) return nonTrovata;
        Object.assign(ricerca, cambio);
        return { data: { modificaRicerca: copia(ricerca) } };
      },
      EliminaRicerca: ({ ricercaId }: Record<string, unknown>) => {
        if (!stato.ricerche.some((r) => r.id === ricercaId)) return nonTrovata;
        stato.ricerche = stato.ricerche.filter((r) => r.id !== ricercaId);
        return { data: { eliminaRicerca: true } };
      },
    },
  };
}
