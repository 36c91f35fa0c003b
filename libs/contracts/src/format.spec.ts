import { conteggio, formattaDataOra, formattaEuro, formattaNumero } from './format';
import { etichettaTotaleVeicoli } from './validation/catalogo';

describe('formattaEuro', () => {
  it('writes cents as euro with two decimals and thousands grouped from four digits on, the Italian way', () => {
    expect(formattaEuro(123450)).toBe('1.234,50\u00a0€');
    expect(formattaEuro(250000, { interi: true })).toBe('2.500\u00a0€');
    expect(formattaEuro(99900)).toBe('999,00\u00a0€');
    expect(formattaEuro(1234550)).toBe('12.345,50\u00a0€');
    expect(formattaEuro(5)).toBe('0,05\u00a0€');
  });
});

describe('formattaNumero and etichettaTotaleVeicoli', () => {
  it('groups thousands from four digits on and says when a count stopped at its cap', () => {
    expect(formattaNumero(1000)).toBe('1.000');
    expect(formattaNumero(200_000)).toBe('200.000');
    expect(etichettaTotaleVeicoli({ total: 1, totaleEsatto: true })).toBe('1 veicolo');
    expect(etichettaTotaleVeicoli({ total: 1000, totaleEsatto: true })).toBe('1.000 veicoli');
    expect(etichettaTotaleVeicoli({ total: 1000, totaleEsatto: false })).toBe('oltre 1.000 veicoli');
  });
});

describe('formattaDataOra', () => {
  it("writes a moment on Italy's clock, summer time included, whatever the machine's zone", () => {
    expect(formattaDataOra('2026-11-23T15:05:00.000Z')).toBe('23 novembre 2026 alle ore 16:05');
    expect(formattaDataOra(new Date('2026-07-03T06:05:00.000Z'))).toBe('3 luglio 2026 alle ore 08:05');
  });
});

describe('conteggio', () => {
  it('agrees the noun with the count: singular for one, plural for none and for more, thousands grouped', () => {
    expect(conteggio(1, 'ricambio disponibile', 'ricambi disponibili')).toBe('1 ricambio disponibile');
    expect(conteggio(0, 'ricambio disponibile', 'ricambi disponibili')).toBe('0 ricambi disponibili');
    expect(conteggio(3, 'ricambio disponibile', 'ricambi disponibili')).toBe('3 ricambi disponibili');
    expect(conteggio(2500, 'gettone', 'gettoni')).toBe('2.500 gettoni');
  });
});
