import { searchListingsRequest } from '../catalogue/messages';
import { MESSAGGI_VIN } from '../compatibilita/vin-messaggi';
import { addVeicoloRequest } from '../identity/messages';
import { MESSAGGI_INSERZIONE } from './inserzione';
import { fieldErrors } from './issues';
import { veicoloFiltroCompatibileSchema, veicoloSchema } from './veicolo';

const panda = { marca: 'Fiat', modello: 'Panda', anno: 2012, carburante: 'benzina', cilindrata: 1242, kw: 51 };

const errorsOf = (input: unknown) => {
  const result = veicoloSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('veicoloSchema', () => {
  it('takes the listing form’s vehicle fields and leaves the engine code and the VIN out as null', () => {
    expect(veicoloSchema.parse(panda)).toEqual({ ...panda, codiceMotore: null, numeroTelaio: null });
    expect(veicoloSchema.parse({ ...panda, codiceMotore: '', numeroTelaio: '  ' })).toMatchObject({ codiceMotore: null, numeroTelaio: null });
  });

  it('upper-cases the engine code and the VIN, trimmed', () => {
    expect(veicoloSchema.parse({ ...panda, codiceMotore: ' 169a4000 ', numeroTelaio: ' zfa22500000138627 ' })).toMatchObject({
      codiceMotore: '169A4000',
      numeroTelaio: 'ZFA22500000138627',
    });
  });

  it.each([
    [{ marca: '' }, 'marca', MESSAGGI_INSERZIONE.marca],
    [{ modello: ' ' }, 'modello', MESSAGGI_INSERZIONE.modello],
    [{ anno: 1899 }, 'anno', MESSAGGI_INSERZIONE.anno],
    [{ anno: new Date().getFullYear() + 1 }, 'anno', MESSAGGI_INSERZIONE.anno],
    [{ carburante: undefined }, 'carburante', MESSAGGI_INSERZIONE.carburante],
    [{ carburante: 'vapore' }, 'carburante', MESSAGGI_INSERZIONE.carburante],
    [{ cilindrata: 0 }, 'cilindrata', MESSAGGI_INSERZIONE.cilindrata],
    [{ cilindrata: undefined }, 'cilindrata', MESSAGGI_INSERZIONE.cilindrata],
    [{ kw: 0 }, 'kw', MESSAGGI_INSERZIONE.kw],
    [{ codiceMotore: 'X'.repeat(21) }, 'codiceMotore', MESSAGGI_INSERZIONE.codiceMotore],
    [{ codiceMotore: '169A/4000' }, 'codiceMotore', MESSAGGI_INSERZIONE.codiceMotore],
    [{ numeroTelaio: 'ZFA2250000I138627' }, 'numeroTelaio', MESSAGGI_VIN.formato],
    [{ numeroTelaio: 'ZFA225' }, 'numeroTelaio', MESSAGGI_VIN.formato],
  ])('refuses %j on %s with the listing form’s message', (patch, field, message) => {
    expect(errorsOf({ ...panda, ...patch })[field]).toBe(message);
  });

  it('adds a vehicle without making it active unless asked', () => {
    expect(addVeicoloRequest.parse(panda).attivo).toBe(false);
    expect(addVeicoloRequest.parse({ ...panda, attivo: null }).attivo).toBe(false);
    expect(addVeicoloRequest.parse({ ...panda, attivo: true }).attivo).toBe(true);
  });
});

describe('veicoloFiltroCompatibileSchema', () => {
  const filtroErrors = (input: unknown) => {
    const result = veicoloFiltroCompatibileSchema.safeParse(input);
    return result.success ? {} : fieldErrors(result.error);
  };

  it('takes the fields the fit compares, without kW and VIN, carburante and cilindrata null when unknown', () => {
    expect(veicoloFiltroCompatibileSchema.parse({ ...panda, codiceMotore: ' 169a4000 ', numeroTelaio: 'ZFA22500000138627' })).toEqual({
      marca: 'Fiat',
      modello: 'Panda',
      anno: 2012,
      carburante: 'benzina',
      cilindrata: 1242,
      codiceMotore: '169A4000',
    });
    expect(veicoloFiltroCompatibileSchema.parse({ marca: 'Fiat', modello: 'Panda', anno: 2012 })).toEqual({
      marca: 'Fiat',
      modello: 'Panda',
      anno: 2012,
      carburante: null,
      cilindrata: null,
      codiceMotore: null,
    });
  });

  it.each([
    [{ marca: ' ' }, 'marca', MESSAGGI_INSERZIONE.marca],
    [{ anno: 1899 }, 'anno', MESSAGGI_INSERZIONE.anno],
    [{ carburante: 'vapore' }, 'carburante', MESSAGGI_INSERZIONE.carburante],
    [{ cilindrata: 0 }, 'cilindrata', MESSAGGI_INSERZIONE.cilindrata],
    [{ codiceMotore: '169A/4000' }, 'codiceMotore', MESSAGGI_INSERZIONE.codiceMotore],
  ])('refuses %j on %s as the garage does', (patch, field, message) => {
    expect(filtroErrors({ ...panda, ...patch })[field]).toBe(message);
  });

  it('is the search’s optional compatibileCon', () => {
    expect(searchListingsRequest.parse({}).compatibileCon).toBeUndefined();
    expect(searchListingsRequest.parse({ compatibileCon: panda }).compatibileCon).toMatchObject({ modello: 'Panda', codiceMotore: null });
    expect(searchListingsRequest.safeParse({ compatibileCon: { ...panda, anno: 1800 } }).success).toBe(false);
  });
});
