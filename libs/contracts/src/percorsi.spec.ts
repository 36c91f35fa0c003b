import { PERCORSI, percorsoDelSito } from './percorsi';

describe('percorsoDelSito', () => {
  it('recognises every page of the route table', () => {
    for (const path of ['/', '/login', '/buyer-benefits', '/policies/warranty', '/venditore', '/acquirente/ordini']) {
      expect(percorsoDelSito(path)).toEqual({ percorso: path, parametri: {} });
    }
  });

  it('gives a pattern’s parameters, decoded', () => {
    expect(percorsoDelSito('/inserzione/4b1c')).toEqual({ percorso: '/inserzione/:id', parametri: { id: '4b1c' } });
    expect(percorsoDelSito('/venditore/a%20b/profilo')).toEqual({ percorso: '/venditore/:id/profilo', parametri: { id: 'a b' } });
    expect(percorsoDelSito('/sviluppo/checkout/cs_1')).toEqual({
      percorso: '/sviluppo/checkout/:sessionId',
      parametri: { sessionId: 'cs_1' },
    });
  });

  it('prefers the page with more fixed segments, as React Router does', () => {
    expect(percorsoDelSito('/venditore/profilo')?.percorso).toBe('/venditore/profilo');
    expect(percorsoDelSito('/venditore/42/profilo')?.percorso).toBe('/venditore/:id/profilo');
    expect(percorsoDelSito('/venditore/modifica-inserzione/42')?.percorso).toBe('/venditore/modifica-inserzione/:id');
  });

  it('ignores a trailing slash and the case of fixed segments', () => {
    expect(percorsoDelSito('/login/')?.percorso).toBe('/login');
    expect(percorsoDelSito('/Venditore/Guida')?.percorso).toBe('/venditore/guida');
  });

  it('knows nothing else', () => {
    for (const path of [
      '/non-esiste',
      '/venditore/non-esiste',
      '/inserzione',
      '/inserzione/',
      '/inserzione/1/2',
      '/policies/altro',
      '/policies',
      '/acquirente/ordini/1',
      '/inserzione/%E0%A4%A',
    ]) {
      expect([path, percorsoDelSito(path)]).toEqual([path, null]);
    }
  });

  it('lists each page once', () => {
    expect(new Set(PERCORSI).size).toBe(PERCORSI.length);
  });
});
