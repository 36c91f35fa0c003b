import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { leggiFiltri, scriviFiltri, type FiltriRicerca } from '../api/filtri-ricerca';

/**
 * The home filters live in the URL: reading them back on load is what makes a search shareable. `chiave` changes
 * whenever the filters (not the page) do.
 */
export function useFiltriRicerca() {
  const [params, setParams] = useSearchParams();
  const filtri = useMemo(() => leggiFiltri(params), [params]);
  // The page does not jump back to the top of the hero: the results are brought into view instead (useRisultatiInVista).
  const imposta = useCallback(
    (nuovi: FiltriRicerca) => setParams(scriviFiltri(nuovi), { preventScrollReset: true }),
    [setParams],
  );
  const chiave = scriviFiltri({ ...filtri, page: 1 }).toString();
  return { filtri, imposta, chiave };
}
