import { leggiSelezione, scriviSelezione } from './selezione-ricambi';

const A = 'a1a1a1a1-0000-4000-8000-000000000001';
const B = 'a1a1a1a1-0000-4000-8000-000000000002';

describe('parts selection in the URL', () => {
  it('writes the picked parts and the checkout step and reads them back the same', () => {
    const params = scriviSelezione({ ids: new Set([A, B]), checkout: true });
    expect(params.toString()).toBe(`ricambi=${A}%2C${B}&checkout=1`);
    expect(leggiSelezione(params)).toEqual({ ids: new Set([A, B]), checkout: true });
  });

  it('keeps a listing with nothing picked at its bare address, checkout or not', () => {
    expect(scriviSelezione({ ids: new Set(), checkout: true }).toString()).toBe('');
  });

  it('drops what is not a part id from a pasted link', () => {
    expect(leggiSelezione(new URLSearchParams(`ricambi=${A},ciao,,${B.toUpperCase()}x&checkout=si`))).toEqual({
      ids: new Set([A]),
      checkout: false,
    });
  });
});
