import { MESSAGGI_INSERZIONE, MESSAGGI_VIN } from '@ricambiamo/contracts';
import type { ResolverOptions } from 'react-hook-form';
import { DATI_AUTO_DEMO } from '../../../testing/catalogo';
import { euroInCentesimi, nuovoRicambio, resolverInserzione, resolverModifica, type InserzioneForm } from './inserzione-form';

const KEY = '3f2c1b0a-9e8d-4c7b-a6f5-e4d3c2b1a090.jpg';

const valida = (override: Partial<InserzioneForm> = {}): InserzioneForm => ({
  marca: 'Fiat',
  modello: 'Panda',
  anno: '2012',
  km: '128000',
  cv: '69',
  kw: '51',
  cilindrata: '1242',
  carburante: 'benzina',
  codiceMotore: '',
  numeroTelaio: '',
  descrizione: '',
  immagini: [KEY],
  ricambi: [{ ...nuovoRicambio('Centralina ECU'), prezzo: '119.99', spedizione: '9,90', codiceOem: 'ab12' }],
  ...override,
});

const opzioni = { shouldUseNativeValidation: false, fields: {} } as ResolverOptions<InserzioneForm>;

describe('euro to cents', () => {
  it.each([
    ['19.99', 1999],
    ['19,99', 1999],
    ['0.1', 10],
    ['0', 0],
    ['1234.567', 123_457],
    [' 12 ', 1200],
  ])('turns %s euro into %i cents', (euro, centesimi) => {
    expect(euroInCentesimi(euro)).toBe(centesimi);
  });

  it('leaves an empty box missing and text as not a number', () => {
    expect(euroInCentesimi('')).toBeUndefined();
    expect(euroInCentesimi('dodici')).toBeNaN();
  });
});

describe('listing form resolver', () => {
  it('sends cents, numbers and nulls the API expects', async () => {
    const { values, errors } = await resolverInserzione(valida(), undefined, opzioni);
    expect(errors).toEqual({});
    expect(values).toEqual({
      ...DATI_AUTO_DEMO,
      numeroTelaio: null,
      descrizione: null,
      immagini: [KEY],
      ricambi: [
        {
          nome: 'Centralina ECU',
          descrizione: null,
          prezzoCentesimi: 11_999,
          spedizioneCentesimi: 990,
          grado: null,
          garanziaGiorni: 0,
          codiceOem: 'AB12',
          codiceCambio: null,
        },
      ],
    });
  });

  it('sends the engine code, the VIN and a gearbox code upper-cased, and several OEM codes as written', async () => {
    const cambio = { ...nuovoRicambio('Cambio'), prezzo: '280', spedizione: '60', codiceOem: '55241434, 55241435', codiceCambio: 'c514' };
    const { values, errors } = await resolverInserzione(
      valida({ codiceMotore: ' 169a4000 ', numeroTelaio: 'zfa31200000123456', ricambi: [cambio] }),
      undefined,
      opzioni,
    );
    expect(errors).toEqual({});
    expect(values).toMatchObject({
      codiceMotore: '169A4000',
      numeroTelaio: 'ZFA31200000123456',
      ricambi: [{ nome: 'Cambio', codiceOem: '55241434, 55241435', codiceCambio: 'C514' }],
    });
  });

  it('puts the VIN, engine code and gearbox code messages under their inputs', async () => {
    const cambio = { ...nuovoRicambio('Cambio'), prezzo: '280', spedizione: '60', codiceCambio: 'C514/1' };
    const { errors } = await resolverInserzione(
      valida({ codiceMotore: '169A4000_1', numeroTelaio: 'ZFA3120000012345O', ricambi: [cambio] }),
      undefined,
      opzioni,
    );
    expect({
      codiceMotore: errors.codiceMotore?.message,
      numeroTelaio: errors.numeroTelaio?.message,
      codiceCambio: errors.ricambi?.[0]?.codiceCambio?.message,
    }).toEqual({
      codiceMotore: MESSAGGI_INSERZIONE.codiceMotore,
      numeroTelaio: MESSAGGI_VIN.formato,
      codiceCambio: MESSAGGI_INSERZIONE.codiceCambio,
    });
  });

  it("puts the shared schema's messages under the form's own inputs, euro ones included", async () => {
    const vuota = valida({
      marca: '',
      modello: ' ',
      anno: '1899',
      km: '-1',
      cv: '0',
      kw: '',
      cilindrata: '0',
      carburante: '',
      immagini: [],
      ricambi: [{ ...nuovoRicambio('Cambio'), prezzo: '', spedizione: '-2' }],
    });
    const { errors } = await resolverInserzione(vuota, undefined, opzioni);
    expect({
      marca: errors.marca?.message,
      modello: errors.modello?.message,
      anno: errors.anno?.message,
      km: errors.km?.message,
      cv: errors.cv?.message,
      kw: errors.kw?.message,
      cilindrata: errors.cilindrata?.message,
      carburante: errors.carburante?.message,
      immagini: errors.immagini?.message,
      prezzo: errors.ricambi?.[0]?.prezzo?.message,
      spedizione: errors.ricambi?.[0]?.spedizione?.message,
    }).toEqual({
      marca: MESSAGGI_INSERZIONE.marca,
      modello: MESSAGGI_INSERZIONE.modello,
      anno: MESSAGGI_INSERZIONE.anno,
      km: MESSAGGI_INSERZIONE.km,
      cv: MESSAGGI_INSERZIONE.cv,
      kw: MESSAGGI_INSERZIONE.kw,
      cilindrata: MESSAGGI_INSERZIONE.cilindrata,
      carburante: MESSAGGI_INSERZIONE.carburante,
      immagini: MESSAGGI_INSERZIONE.immagini,
      prezzo: MESSAGGI_INSERZIONE.prezzo,
      spedizione: MESSAGGI_INSERZIONE.spedizione,
    });
  });

  it('asks for at least one part', async () => {
    const { errors } = await resolverInserzione(valida({ ricambi: [] }), undefined, opzioni);
    expect(errors.ricambi?.message).toBe(MESSAGGI_INSERZIONE.ricambi);
  });
});

describe('edit form resolver', () => {
  it('sends the sold parts back unchanged after the editable ones', async () => {
    const venduto = {
      id: 'a1a1a1a1-0000-4000-8000-000000000003',
      nome: 'Cambio' as const,
      descrizione: null,
      prezzoCentesimi: 30_000,
      spedizioneCentesimi: 2_500,
      grado: null,
      garanziaGiorni: 0,
      codiceOem: null,
      codiceCambio: 'C514',
    };
    const ricambio = { ...nuovoRicambio('Musata'), id: 'a1a1a1a1-0000-4000-8000-000000000001', prezzo: '250', spedizione: '40' };
    const { values, errors } = await resolverModifica([venduto])(
      valida({ descrizione: 'Nuova descrizione', ricambi: [ricambio] }),
      undefined,
      opzioni,
    );
    expect(errors).toEqual({});
    expect(values).toEqual({
      descrizione: 'Nuova descrizione',
      immagini: [KEY],
      ricambi: [
        {
          id: ricambio.id,
          nome: 'Musata',
          descrizione: null,
          prezzoCentesimi: 25_000,
          spedizioneCentesimi: 4_000,
          grado: null,
          garanziaGiorni: 0,
          codiceOem: null,
          codiceCambio: null,
        },
        venduto,
      ],
    });
  });
});
