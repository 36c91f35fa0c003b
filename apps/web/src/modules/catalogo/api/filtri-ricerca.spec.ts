import { FILTRI_DEMO, INDIRIZZO_FILTRI_DEMO } from '../../../testing/catalogo';
import { haFiltri, leggiFiltri, NESSUN_FILTRO, scriviFiltri, type FiltriRicerca } from './filtri-ricerca';

describe('home filters in the URL', () => {
  it('writes only what is set and reads it back the same', () => {
    const filtri: FiltriRicerca = { ...FILTRI_DEMO, soloCompatibili: true, ordinamento: 'valutazione', page: 2 };
    const params = scriviFiltri(filtri);
    expect(params.toString()).toBe(`${INDIRIZZO_FILTRI_DEMO}&soloCompatibili=1&ordina=valutazione&page=2`);
    expect(leggiFiltri(params)).toEqual(filtri);
    expect(leggiFiltri(new URLSearchParams(INDIRIZZO_FILTRI_DEMO))).toEqual({ ...FILTRI_DEMO, soloCompatibili: false, ordinamento: 'recenti', page: 1 });
    // An unknown sort is the newest first; the sort is no filter.
    expect(leggiFiltri(new URLSearchParams('ordina=prezzo')).ordinamento).toBe('recenti');
    expect(haFiltri({ ...NESSUN_FILTRO, ordinamento: 'valutazione' })).toBe(false);
  });

  it('keeps the default search at a bare address', () => {
    expect(scriviFiltri(NESSUN_FILTRO).toString()).toBe('');
  });

  it('drops malformed values from a pasted link instead of failing the search', () => {
    const filtri = leggiFiltri(new URLSearchParams('annoDa=duemila&kmA=-5&cvDa=99999999999&carburante=vapore&page=0&marca=%20%20'));
    expect(filtri).toEqual(NESSUN_FILTRO);
  });

  it('says a filter is set for any filter but not for the page alone', () => {
    expect(haFiltri({ ...NESSUN_FILTRO, page: 3 })).toBe(false);
    expect(haFiltri({ ...NESSUN_FILTRO, soloDisponibili: true })).toBe(true);
    expect(haFiltri({ ...NESSUN_FILTRO, soloCompatibili: true })).toBe(true);
    expect(haFiltri({ ...NESSUN_FILTRO, kwDa: 0 })).toBe(true);
    expect(haFiltri({ ...NESSUN_FILTRO, q: 'panda' })).toBe(true);
  });
});
