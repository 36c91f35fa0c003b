import { fieldErrors } from './issues';
import { MESSAGGI_VIN } from '../compatibilita/vin-messaggi';
import { inserzioneSchema, MESSAGGI_INSERZIONE, modificaInserzioneSchema } from './inserzione';

const KEY = '0b6f1a3e-8f0e-4c1c-9a7d-1e2f3a4b5c6d.jpg';
const valid = {
  marca: 'Fiat',
  modello: 'Panda',
  anno: 2012,
  km: 150000,
  cv: 69,
  kw: 51,
  cilindrata: 1242,
  carburante: 'benzina',
  immagini: [KEY],
  ricambi: [{ nome: 'Centralina ECU', prezzoCentesimi: 12000, spedizioneCentesimi: 900, codiceOem: ' 55195817 ' }],
};

const errorsOf = (input: unknown) => {
  const result = inserzioneSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('inserzioneSchema', () => {
  it('accepts a complete listing and normalises optional fields', () => {
    const parsed = inserzioneSchema.parse(valid);
    expect(parsed.ricambi[0]).toMatchObject({ garanziaGiorni: 0, grado: null, codiceOem: '55195817', descrizione: null });
    expect(parsed.numeroTelaio).toBeNull();
    expect(parsed.codiceMotore).toBeNull();
    expect(parsed.ricambi[0].codiceCambio).toBeNull();
  });

  it('takes a VIN of 17 characters without I, O and Q, upper-cased, and an empty one as none', () => {
    expect(inserzioneSchema.parse({ ...valid, numeroTelaio: ' zfa16900001234567 ' }).numeroTelaio).toBe('ZFA16900001234567');
    expect(inserzioneSchema.parse({ ...valid, numeroTelaio: '  ' }).numeroTelaio).toBeNull();
    for (const numeroTelaio of ['ZFA1690000123456', 'ZFA169000012345678', 'ZFA1690000123456O', 'ZFA16900001234-67']) {
      expect(errorsOf({ ...valid, numeroTelaio }).numeroTelaio).toBe(MESSAGGI_VIN.formato);
    }
  });

  it('takes an engine code and a gearbox code as printed, upper-cased, and empty ones as none', () => {
    const parsed = inserzioneSchema.parse({
      ...valid,
      codiceMotore: ' 169a4000 ',
      ricambi: [{ nome: 'Cambio', prezzoCentesimi: 1, spedizioneCentesimi: 1, codiceCambio: 'c514.5.10' }],
    });
    expect(parsed.codiceMotore).toBe('169A4000');
    expect(parsed.ricambi[0].codiceCambio).toBe('C514.5.10');
    expect(inserzioneSchema.parse({ ...valid, codiceMotore: '' }).codiceMotore).toBeNull();
    expect(inserzioneSchema.parse({ ...valid, codiceMotore: 'N47 D20-C' }).codiceMotore).toBe('N47 D20-C');
  });

  it.each([['169A4000/1'], ['-169A4'], ['X'.repeat(21)], ['169A4_000']])('refuses the engine code %j with its message', (codiceMotore) => {
    expect(errorsOf({ ...valid, codiceMotore }).codiceMotore).toBe(MESSAGGI_INSERZIONE.codiceMotore);
    const ricambi = [{ nome: 'Cambio', prezzoCentesimi: 1, spedizioneCentesimi: 1, codiceCambio: codiceMotore }];
    expect(errorsOf({ ...valid, ricambi })['ricambi.0.codiceCambio']).toBe(MESSAGGI_INSERZIONE.codiceCambio);
  });

  it('takes a gearbox code on a Cambio or a Motore completo only', () => {
    const ricambi = [
      { nome: 'Motore completo', prezzoCentesimi: 1, spedizioneCentesimi: 1, codiceCambio: 'C514' },
      { nome: 'Musata', prezzoCentesimi: 1, spedizioneCentesimi: 1, codiceCambio: 'C514' },
      { nome: 'Porta posteriore destra', prezzoCentesimi: 1, spedizioneCentesimi: 1, codiceCambio: '' },
    ];
    const errori = errorsOf({ ...valid, ricambi });
    expect(errori).toEqual({ 'ricambi.1.codiceCambio': MESSAGGI_INSERZIONE.codiceCambioFuoriPosto });
    const modifica = modificaInserzioneSchema.safeParse({ immagini: [KEY], ricambi: [{ ...ricambi[1], id: null }] });
    expect(modifica.success ? null : modifica.error.issues[0].message).toBe(MESSAGGI_INSERZIONE.codiceCambioFuoriPosto);
  });

  it('takes several OEM codes in one field, up to 200 characters', () => {
    const codiceOem = '46760000, 46760001; 46.760.002 / 46 760 003';
    expect(inserzioneSchema.parse({ ...valid, ricambi: [{ ...valid.ricambi[0], codiceOem }] }).ricambi[0].codiceOem).toBe(codiceOem);
    const troppi = { ...valid, ricambi: [{ ...valid.ricambi[0], codiceOem: '1'.repeat(201) }] };
    expect(errorsOf(troppi)['ricambi.0.codiceOem']).toBe(MESSAGGI_INSERZIONE.codiceOem);
  });

  it.each([
    [{ marca: '' }, 'marca', 'Marca è obbligatoria'],
    [{ modello: ' ' }, 'modello', 'Modello è obbligatorio'],
    [{ anno: 1899 }, 'anno', 'Anno non valido'],
    [{ anno: new Date().getFullYear() + 1 }, 'anno', 'Anno non valido'],
    [{ km: -1 }, 'km', 'I chilometri devono essere maggiori o uguali a 0'],
    [{ cv: 0 }, 'cv', 'I CV devono essere maggiori di 0'],
    [{ kw: 0 }, 'kw', 'I KW devono essere maggiori di 0'],
    [{ cilindrata: 0 }, 'cilindrata', 'La cilindrata deve essere maggiore di 0'],
    [{ immagini: [] }, 'immagini', "Almeno un'immagine è obbligatoria"],
    [{ immagini: [KEY, KEY] }, 'immagini', 'Hai già aggiunto questa immagine'],
    [{ ricambi: [{ nome: 'Cambio', prezzoCentesimi: -1, spedizioneCentesimi: 0 }] }, 'ricambi.0.prezzoCentesimi', 'Il prezzo deve essere maggiore o uguale a 0'],
  ])('rejects %j on %s with the spec message', (patch, field, message) => {
    expect(errorsOf({ ...valid, ...patch })[field]).toBe(message);
  });

  it('refuses a sixth image and a part outside the 12-name catalogue', () => {
    const six = Array.from({ length: 6 }, (_, i) => `0b6f1a3e-8f0e-4c1c-9a7d-1e2f3a4b5c6${i}.jpg`);
    expect(errorsOf({ ...valid, immagini: six }).immagini).toBe('Puoi caricare al massimo 5 immagini');
    expect(inserzioneSchema.safeParse({ ...valid, ricambi: [{ nome: 'Volante', prezzoCentesimi: 1, spedizioneCentesimi: 1 }] }).success).toBe(false);
  });
});

describe('modificaInserzioneSchema', () => {
  it('keeps existing part ids and accepts new parts without one', () => {
    const parsed = modificaInserzioneSchema.parse({
      immagini: [KEY],
      ricambi: [
        { id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', nome: 'Cambio', prezzoCentesimi: 30000, spedizioneCentesimi: 2500 },
        { nome: 'Kit Airbag', prezzoCentesimi: 15000, spedizioneCentesimi: 1200 },
      ],
    });
    expect(parsed.ricambi.map((r) => r.id ?? null)).toEqual(['3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', null]);
  });
});
