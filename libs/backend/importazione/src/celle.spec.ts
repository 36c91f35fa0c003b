import { carburante, centesimiInEuro, euroInCentesimi, intero } from './celle';

describe('cell values', () => {
  it('reads euro as an Italian spreadsheet writes them, and as a dotted decimal', () => {
    expect(euroInCentesimi('1.250,50')).toBe(125050);
    expect(euroInCentesimi('300')).toBe(30000);
    expect(euroInCentesimi('12,5')).toBe(1250);
    expect(euroInCentesimi('1250.50')).toBe(125050);
    expect(euroInCentesimi('1.250')).toBe(125000);
    expect(euroInCentesimi('1.250.000,00')).toBe(125000000);
    expect(euroInCentesimi(' 19,99 € ')).toBe(1999);
    expect(euroInCentesimi('0')).toBe(0);
    expect(euroInCentesimi('')).toBeUndefined();
    expect(euroInCentesimi('-5')).toBe(-500);
    expect(euroInCentesimi('dieci')).toBeNaN();
    expect(euroInCentesimi('1,250,00')).toBeNaN();
  });

  it('writes euro with a decimal comma and no grouping, which reads back the same', () => {
    expect(centesimiInEuro(125050)).toBe('1250,50');
    expect(centesimiInEuro(0)).toBe('0,00');
    for (const centesimi of [1, 99, 1999, 125050, 100_000_000]) expect(euroInCentesimi(centesimiInEuro(centesimi))).toBe(centesimi);
  });

  it('reads whole numbers with or without thousands dots, and nothing else', () => {
    expect(intero('120000')).toBe(120000);
    expect(intero('120.000')).toBe(120000);
    expect(intero('120 000')).toBe(120000);
    expect(intero('')).toBeUndefined();
    expect(intero('1,6')).toBeNaN();
    expect(intero('1.6')).toBeNaN();
    expect(intero('tanti')).toBeNaN();
  });

  it('reads the fuel in any case, as the web shows it', () => {
    expect(carburante('Diesel')).toBe('diesel');
    expect(carburante('GPL')).toBe('gpl');
    expect(carburante(' benzina ')).toBe('benzina');
    expect(carburante('nafta')).toBe('nafta');
    expect(carburante('')).toBeUndefined();
  });
});
