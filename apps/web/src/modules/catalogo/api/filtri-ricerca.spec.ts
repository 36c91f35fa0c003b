import { FILTRI_DEMO, INDIRIZZO_FILTRI_DEMO } from '../../../testing/catalogo';
import { haFiltri, leggiFiltri, scriviFiltri, type FiltriRicerca } from './filtri-ricerca';

describe('home filters in the URL', () => {
  it('writes only what is set and reads it back the same', () => {
    const filtri: FiltriRicerca = { ...FILTRI_DEMO, page: 2 };
    const params = scriviFiltri(filtri);
    expect(params.toString()).toBe(`${INDIRIZZO_FILTRI_DEMO}&page=2`);
    expect(leggiFiltri(params)).toEqual(filtri);
  });

  it('keeps the default search at a bare address', () => {
    expect(scriviFiltri({ soloDisponibili: false, page: 1 }).toString()).toBe('');
  });

  it('drops malformed values from a pasted link instead of failing the search', () => {
    const filtri = leggiFiltri(new URLSearchParams('annoDa=duemila&kmA=-5&cvDa=99999999999&carburante=vapore&page=0&marca=%20%20'));
    expect(filtri).toEqual({ soloDisponibili: false, page: 1 });
  });

  it('says a filter is set for any filter but not for the page alone', () => {
    expect(haFiltri({ soloDisponibili: false, page: 3 })).toBe(false);
    expect(haFiltri({ soloDisponibili: true, page: 1 })).toBe(true);
    expect(haFiltri({ kwDa: 0, soloDisponibili: false, page: 1 })).toBe(true);
    expect(haFiltri({ q: 'panda', soloDisponibili: false, page: 1 })).toBe(true);
  });
});
