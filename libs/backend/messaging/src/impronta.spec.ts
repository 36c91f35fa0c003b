import { impronta } from './impronta';

describe('impronta', () => {
  it('is a SHA-256 in hex', () => {
    expect(impronta({ descrizione: 'x' })).toMatch(/^[0-9a-f]{64}$/);
  });

  it('does not depend on the order of keys, nor on null and absent fields', () => {
    const a = { id: '1', descrizione: null, ricambi: [{ nome: 'Cambio', prezzoCentesimi: 100, codiceOem: undefined }] };
    const b = { ricambi: [{ prezzoCentesimi: 100, nome: 'Cambio' }], id: '1' };
    expect(impronta(a)).toBe(impronta(b));
  });

  it('changes with any value, and with the order of a list', () => {
    const base = { descrizione: 'A', immagini: ['1.jpg', '2.jpg'] };
    expect(impronta({ ...base, descrizione: 'B' })).not.toBe(impronta(base));
    expect(impronta({ ...base, immagini: ['2.jpg', '1.jpg'] })).not.toBe(impronta(base));
    expect(impronta({ prezzo: 1 })).not.toBe(impronta({ prezzo: '1' }));
  });
});
