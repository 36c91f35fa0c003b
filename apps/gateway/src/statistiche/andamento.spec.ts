import { andamento } from './andamento';

const vendite = {
  settimane: [
    { settimana: '2026-11-16', ordini: 0, venditeCentesimi: 0 },
    { settimana: '2026-11-23', ordini: 2, venditeCentesimi: 130_000 },
    { settimana: '2026-11-30', ordini: 1, venditeCentesimi: 16_000 },
  ],
  ricambiPiuVenduti: [{ nome: 'Cambio', quantita: 2, venditeCentesimi: 100_000 }],
};

describe('the seller’s statistics', () => {
  it('puts each week’s views beside its orders, with orders per view, and nothing for a week without views', () => {
    const viste = {
      settimane: [
        { settimana: '2026-11-16', visualizzazioni: 0 },
        { settimana: '2026-11-23', visualizzazioni: 40 },
        { settimana: '2026-11-30', visualizzazioni: 0 },
      ],
      autoPiuViste: [{ autoId: 'a', marca: 'Fiat', modello: 'Panda', anno: 2012, visualizzazioni: 40 }],
    };
    expect(andamento(vendite, viste)).toEqual({
      settimane: [
        { settimana: '2026-11-16', ordini: 0, venditeCentesimi: 0, visualizzazioni: 0, conversione: null },
        { settimana: '2026-11-23', ordini: 2, venditeCentesimi: 130_000, visualizzazioni: 40, conversione: 0.05 },
        { settimana: '2026-11-30', ordini: 1, venditeCentesimi: 16_000, visualizzazioni: 0, conversione: null },
      ],
      totali: { ordini: 3, venditeCentesimi: 146_000, visualizzazioni: 40, conversione: 0.075 },
      ricambiPiuVenduti: vendite.ricambiPiuVenduti,
      autoPiuViste: viste.autoPiuViste,
    });
  });

  it('follows orders’ weeks when catalogue answered across Monday midnight: a week it did not name has no views', () => {
    const viste = {
      settimane: [
        { settimana: '2026-11-23', visualizzazioni: 10 },
        { settimana: '2026-11-30', visualizzazioni: 5 },
        { settimana: '2026-12-07', visualizzazioni: 1 },
      ],
      autoPiuViste: [],
    };
    const { settimane, totali } = andamento(vendite, viste);
    expect(settimane.map((s) => [s.settimana, s.visualizzazioni])).toEqual([
      ['2026-11-16', 0],
      ['2026-11-23', 10],
      ['2026-11-30', 5],
    ]);
    expect(totali).toEqual({ ordini: 3, venditeCentesimi: 146_000, visualizzazioni: 15, conversione: 0.2 });
  });
});
