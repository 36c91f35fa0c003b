import { inserzioniPubblicabili, PACCHETTI_GETTONI, prezzoPerGettoneCentesimi } from './packs';

describe('PACCHETTI_GETTONI', () => {
  it('matches docs/rules.md §9: tokens, price, per-token price, listings', () => {
    expect(
      PACCHETTI_GETTONI.map((p) => [p.gettoni, p.prezzoCentesimi / 100, prezzoPerGettoneCentesimi(p) / 100, inserzioniPubblicabili(p)]),
    ).toEqual([
      [500, 2500, 5, 100],
      [250, 1500, 6, 50],
      [100, 750, 7.5, 20],
      [50, 500, 10, 10],
      [25, 300, 12, 5],
    ]);
  });

  it('highlights only the 100-token pack and claims the spec savings', () => {
    expect(PACCHETTI_GETTONI.filter((p) => p.piuPopolare).map((p) => p.gettoni)).toEqual([100]);
    expect(PACCHETTI_GETTONI.map((p) => p.risparmioEuro)).toEqual([3500, 1500, 450, 100, null]);
  });
});
