import { CARBURANTI, type Carburante, ORDINAMENTI_RICERCA, type OrdinamentoRicerca, type VeicoloAcquirente } from '@ricambiamo/contracts';

export const VEICOLI_PER_PAGINA = 12;

export const FILTRI_TESTO = ['q', 'marca', 'modello'] as const;
export const FILTRI_NUMERICI = ['annoDa', 'annoA', 'kmDa', 'kmA', 'cvDa', 'cvA', 'kwDa', 'kwA', 'cilindrata'] as const;

type FiltroTesto = (typeof FILTRI_TESTO)[number];
type FiltroNumerico = (typeof FILTRI_NUMERICI)[number];

/**
 * docs/rules.md §3 Home filters plus free text and the page: exactly what the URL carries, so a search can be shared.
 * `soloCompatibili` asks for the cars that fit the active vehicle of whoever opens the address, never a vehicle of its
 * own: the search sends that vehicle (ricercaQuery), and without one there is nothing to narrow.
 */
export type FiltriRicerca = Partial<Record<FiltroTesto, string>> &
  Partial<Record<FiltroNumerico, number>> & {
    carburante?: Carburante;
    soloDisponibili: boolean;
    soloCompatibili: boolean;
    /** How the results are sorted (docs/search.md#sort-by-rating): `ordina` in the URL, absent for the newest first. */
    ordinamento: OrdinamentoRicerca;
    page: number;
  };

/**
 * The vehicle "Solo compatibili" narrows to and the cards' fit is judged for, as the page has it (the garage's
 * useVeicoloAttivo): null for none, `inCaricamento` while the session or the garage are being read.
 */
export interface VeicoloDellaRicerca {
  veicolo: VeicoloAcquirente | null;
  inCaricamento: boolean;
}

/** No filter, the first page: the home as it opens, and what "Reset Filtri" goes back to. */
export const NESSUN_FILTRO: FiltriRicerca = { soloDisponibili: false, soloCompatibili: false, ordinamento: 'recenti', page: 1 };

/** The search gateway's own bound (searchListingsRequest); a larger number in a pasted URL is dropped, not sent. */
const MASSIMO = 10_000_000;

const numero = (valore: string | null): number | undefined => {
  if (valore === null || !/^\d{1,8}$/.test(valore)) return undefined;
  const n = Number(valore);
  return n <= MASSIMO ? n : undefined;
};

const isCarburante = (valore: string | null): valore is Carburante =>
  (CARBURANTI as readonly (string | null)[]).includes(valore);
const isOrdinamento = (valore: string | null): valore is OrdinamentoRicerca =>
  (ORDINAMENTI_RICERCA as readonly (string | null)[]).includes(valore);

/** Reads the filters from the address bar, ignoring anything malformed rather than failing the whole search. */
export function leggiFiltri(params: URLSearchParams): FiltriRicerca {
  const filtri: FiltriRicerca = {
    ...NESSUN_FILTRO,
    soloDisponibili: params.get('soloDisponibili') === '1',
    soloCompatibili: params.get('soloCompatibili') === '1',
  };
  for (const chiave of FILTRI_TESTO) {
    const valore = params.get(chiave)?.trim();
    if (valore) filtri[chiave] = valore.slice(0, chiave === 'q' ? 100 : 60);
  }
  for (const chiave of FILTRI_NUMERICI) {
    const valore = numero(params.get(chiave));
    if (valore !== undefined) filtri[chiave] = valore;
  }
  const carburante = params.get('carburante');
  if (isCarburante(carburante)) filtri.carburante = carburante;
  const ordinamento = params.get('ordina');
  if (isOrdinamento(ordinamento)) filtri.ordinamento = ordinamento;
  const pagina = numero(params.get('page'));
  if (pagina !== undefined && pagina >= 1 && pagina <= 1000) filtri.page = pagina;
  return filtri;
}

/** The URL form of the filters: only what is set, so the default search is plain `/`. */
export function scriviFiltri(filtri: FiltriRicerca): URLSearchParams {
  const params = new URLSearchParams();
  for (const chiave of FILTRI_TESTO) {
    const valore = filtri[chiave];
    if (valore) params.set(chiave, valore);
  }
  if (filtri.carburante) params.set('carburante', filtri.carburante);
  for (const chiave of FILTRI_NUMERICI) {
    const valore = filtri[chiave];
    if (valore !== undefined) params.set(chiave, String(valore));
  }
  if (filtri.soloDisponibili) params.set('soloDisponibili', '1');
  if (filtri.soloCompatibili) params.set('soloCompatibili', '1');
  if (filtri.ordinamento !== 'recenti') params.set('ordina', filtri.ordinamento);
  if (filtri.page > 1) params.set('page', String(filtri.page));
  return params;
}

/** docs/rules.md §3: the heading turns into "Risultati Ricerca" as soon as any filter (not the page, nor the sort) is set. */
export const haFiltri = (filtri: FiltriRicerca): boolean =>
  filtri.soloDisponibili ||
  filtri.soloCompatibili ||
  filtri.carburante !== undefined ||
  FILTRI_TESTO.some((chiave) => filtri[chiave] !== undefined) ||
  FILTRI_NUMERICI.some((chiave) => filtri[chiave] !== undefined);
