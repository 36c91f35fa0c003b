import { indirizzoVetrina } from './indirizzo-vetrina';

describe('indirizzoVetrina', () => {
  it('writes street, then postcode, town and province as an Italian address, with no comma before the province', () => {
    expect(indirizzoVetrina({ indirizzo: 'Via Emilia 12', cap: '41121', citta: 'Modena', provincia: 'MO' })).toBe('Via Emilia 12, 41121 Modena (MO)');
  });

  it('leaves out what the seller did not give', () => {
    expect(indirizzoVetrina({ indirizzo: null, cap: null, citta: 'Modena', provincia: 'MO' })).toBe('Modena (MO)');
    expect(indirizzoVetrina({ indirizzo: 'Via Emilia 12', cap: null, citta: null, provincia: 'MO' })).toBe('Via Emilia 12 (MO)');
    expect(indirizzoVetrina({ indirizzo: 'Via Emilia 12', cap: '41121', citta: 'Modena', provincia: null })).toBe('Via Emilia 12, 41121 Modena');
    expect(indirizzoVetrina({ indirizzo: null, cap: null, citta: null, provincia: 'MO' })).toBe('(MO)');
    expect(indirizzoVetrina({ indirizzo: null, cap: null, citta: null, provincia: null })).toBe('');
  });
});
