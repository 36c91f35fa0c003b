import { placeOrderRequest } from '../orders/messages';
import { checkoutSchema, codiceFiscaleValido } from './checkout';
import { MESSAGGI_CHECKOUT } from './checkout-messaggi';
import { partitaIvaValida } from './fields';
import { fieldErrors } from './issues';

const valid = {
  nome: 'Giulia Verdi',
  email: 'Giulia.Verdi@Esempio.it',
  telefono: '333 481 2290',
  indirizzo: 'Via dell’Indipendenza 8',
  citta: 'Bologna',
  cap: '40121',
  provincia: 'BO',
};

const errorsOf = (input: unknown) => {
  const result = checkoutSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('partita IVA', () => {
  it('accepts 11 digits whose last one checks the others', () => {
    expect(partitaIvaValida('03018291207')).toBe(true);
    expect(partitaIvaValida('02844170361')).toBe(true);
    expect(partitaIvaValida('00743110157')).toBe(true);
  });

  it('refuses a wrong check digit, other lengths and letters', () => {
    expect(partitaIvaValida('03018291208')).toBe(false);
    expect(partitaIvaValida('12345678901')).toBe(false);
    expect(partitaIvaValida('0301829120')).toBe(false);
    expect(partitaIvaValida('0301829120A')).toBe(false);
  });
});

describe('codice fiscale', () => {
  it('accepts a person’s code with its check letter, an omocodia variant and a company’s VAT number', () => {
    expect(codiceFiscaleValido('RSSMRA85T10A562S')).toBe(true);
    // The last digit of the number part as a letter (0 → L … 9 → V): a new check letter follows.
    expect(codiceFiscaleValido('RSSMRA85T10A56NH')).toBe(true);
    expect(codiceFiscaleValido('03018291207')).toBe(true);
  });

  it('refuses a wrong check letter or shape', () => {
    expect(codiceFiscaleValido('RSSMRA85T10A562T')).toBe(false);
    expect(codiceFiscaleValido('RSSMRA85Z10A562S')).toBe(false);
    expect(codiceFiscaleValido('RSSMRA85T10A562')).toBe(false);
  });
});

describe('checkoutSchema', () => {
  it('accepts a private purchase and normalises what it stores', () => {
    expect(checkoutSchema.parse({ ...valid, codiceFiscale: ' rssmra85t10a562s ', pec: '', codiceSdi: null })).toMatchObject({
      email: 'giulia.verdi@esempio.it',
      azienda: false,
      codiceFiscale: 'RSSMRA85T10A562S',
      pec: null,
      codiceSdi: null,
      note: null,
    });
  });

  it.each([
    [{ nome: '' }, 'nome', 'Nome è obbligatorio'],
    [{ email: 'giulia@' }, 'email', 'Email non valida'],
    [{ email: '' }, 'email', 'Email è obbligatoria'],
    [{ telefono: ' ' }, 'telefono', MESSAGGI_CHECKOUT.telefono],
    [{ indirizzo: '' }, 'indirizzo', MESSAGGI_CHECKOUT.indirizzo],
    [{ citta: '' }, 'citta', MESSAGGI_CHECKOUT.citta],
    [{ provincia: '' }, 'provincia', MESSAGGI_CHECKOUT.provincia],
    [{ cap: '4012' }, 'cap', 'CAP non valido'],
    [{ cap: undefined }, 'cap', 'CAP non valido'],
    [{ codiceFiscale: 'RSSMRA85T10A562T' }, 'codiceFiscale', MESSAGGI_CHECKOUT.codiceFiscale],
    [{ pec: 'officina@' }, 'pec', MESSAGGI_CHECKOUT.pec],
    [{ codiceSdi: 'ABC12' }, 'codiceSdi', MESSAGGI_CHECKOUT.codiceSdi],
  ])('rejects %j on %s with its message', (patch, field, message) => {
    expect(errorsOf({ ...valid, ...patch })[field]).toBe(message);
  });

  it('requires a company’s name and a VAT number with a valid check digit, only for a company purchase', () => {
    expect(errorsOf({ ...valid, azienda: true })).toEqual({
      ragioneSociale: MESSAGGI_CHECKOUT.ragioneSociale,
      partitaIva: MESSAGGI_CHECKOUT.partitaIvaObbligatoria,
    });
    expect(errorsOf({ ...valid, azienda: true, ragioneSociale: 'Officina Srl', partitaIva: '03018291208' })).toEqual({
      partitaIva: 'Partita IVA non valida',
    });
    expect(errorsOf({ ...valid, azienda: true, ragioneSociale: 'Officina Srl', partitaIva: '030 1829 1207' })).toEqual({});
    expect(errorsOf({ ...valid, azienda: false, partitaIva: '1' })).toEqual({});
  });
});

describe('placeOrderRequest', () => {
  const ids = ['3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', '4f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f'];
  const request = { ...valid, ordineId: ids[0], autoId: ids[1], ricambiIds: [ids[0]] };

  it('needs at least one part, each once, with the spec’s message', () => {
    expect(placeOrderRequest.safeParse(request).success).toBe(true);
    for (const ricambiIds of [[], [ids[0], ids[0]]]) {
      const result = placeOrderRequest.safeParse({ ...request, ricambiIds });
      expect(result.success ? {} : fieldErrors(result.error)).toEqual({ ricambiIds: 'Seleziona almeno un ricambio da acquistare' });
    }
  });

  it('checks the company rules as the form does', () => {
    const result = placeOrderRequest.safeParse({ ...request, azienda: true, ragioneSociale: 'Officina Srl', partitaIva: '12345678901' });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({ partitaIva: 'Partita IVA non valida' });
  });
});
