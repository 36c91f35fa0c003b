import { filtriRicercaSalvataSchema } from '@ricambiamo/contracts';
import { chiaveDi, colonneDiRicerca } from './colonne';

const parole = (esatta: string, completamento: string | null = null, codici: string | null = null) => ({ esatta, completamento, codici });

describe('chiaveDi', () => {
  it('takes the longest lexeme the words require', () => {
    expect(chiaveDi(parole("'panda' & '169a4000' & 'cambi'"))).toBe('169a4000');
  });

  it('skips operands a car may match without: OR groups, negations and phrases', () => {
    expect(chiaveDi(parole("( 'far' | 'fanal' | 'proiettor' ) & 'golf'"))).toBe('golf');
    expect(chiaveDi(parole("!'diesel' & 'pand'"))).toBe('pand');
    expect(chiaveDi(parole("'alfa' <-> 'romeo'"))).toBeNull();
    expect(chiaveDi(parole("'punt' | 'pand'"))).toBeNull();
  });

  it('takes only a lexeme the completed words require too, never the word completed', () => {
    expect(chiaveDi(parole("'alfa' & 'rom'", "'alfa' & 'rom':*"))).toBe('alfa');
    expect(chiaveDi(parole("'motor'", "'motor':*"))).toBeNull();
  });

  it('has none when the words may be a code, which matches apart from them, or without words', () => {
    expect(chiaveDi(parole("'169a4000'", null, "'#169A4000':*"))).toBeNull();
    expect(chiaveDi(null)).toBeNull();
  });

  it('reads quotes and parentheses inside a lexeme as part of it', () => {
    expect(chiaveDi(parole("'l''auto(x)' & 'ab'"))).toBe("l'auto(x)");
  });
});

describe('colonneDiRicerca', () => {
  it('writes marca and modello as the search does, with LIKE wildcards typed by the user taken literally', () => {
    const filtri = filtriRicercaSalvataSchema.parse({ marca: 'Fiat', modello: '50%_' });
    expect(colonneDiRicerca(filtri, null)).toMatchObject({ marcaLike: '%Fiat%', modelloLike: '%50\\%\\_%', paroleQuery: null, chiave: null });
  });

  it('keeps "Solo compatibili" as the rules of the home filter', () => {
    const filtri = filtriRicercaSalvataSchema.parse({
      compatibileCon: { marca: 'Fiat', modello: 'Panda', anno: 2012, carburante: 'benzina', cilindrata: 1242, codiceMotore: '169 A4.000' },
    });
    expect(colonneDiRicerca(filtri, null).compatibile).toEqual({
      codiceMotore: '169A4000',
      stessoModello: { marca: 'fiat', modello: 'panda', annoDa: 2010, annoA: 2014, carburante: 'benzina', cilindrata: 1242, codiceMotore: '169A4000' },
    });
  });
});
