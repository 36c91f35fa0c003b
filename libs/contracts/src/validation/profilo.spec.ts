import { MESSAGGI_MEDIA } from '../media/messages';
import { fieldErrors } from './issues';
import { ORARI_DEFAULT } from './orari';
import { MESSAGGI_PROFILO, profiloVenditoreSchema } from './profilo';
import { PROVINCE } from './province';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);

describe('profiloVenditoreSchema', () => {
  const valid = {
    nome: 'Giulia Bianchi',
    nomeAttivita: 'Autodemolizioni Bianchi',
    partitaIva: '03018291207',
    orari: ORARI_DEFAULT,
  };

  it('accepts the required fields alone and stores blanks as null', () => {
    expect(profiloVenditoreSchema.parse({ ...valid, telefono: '', iban: '  ', descrizione: '', provincia: '', cap: '' })).toMatchObject({
      telefono: null,
      iban: null,
      descrizione: null,
      provincia: null,
      cap: null,
    });
  });

  it('normalises a grouped, lower-case IBAN and a lower-case province', () => {
    const parsed = profiloVenditoreSchema.parse({ ...valid, iban: 'it60 x054 2811 1010 0000 0123 456', provincia: 'bo' });
    expect(parsed.iban).toBe('IT60X0542811101000000123456');
    expect(parsed.provincia).toBe('BO');
  });

  it.each(['03018291207', '02844170361', '00743110157'])('accepts the real partita IVA %s', (partitaIva) => {
    expect(profiloVenditoreSchema.safeParse({ ...valid, partitaIva }).success).toBe(true);
  });

  it.each(['IT60X0542811101000000123456', 'IT53A0538712900000002584731', 'DE89370400440532013000', 'GB29NWBK60161331926819'])(
    'accepts the valid IBAN %s',
    (iban) => {
      expect(profiloVenditoreSchema.safeParse({ ...valid, iban }).success).toBe(true);
    },
  );

  it.each([
    [{ nome: '' }, 'nome', 'Nome è obbligatorio'],
    [{ nomeAttivita: '  ' }, 'nomeAttivita', 'Nome attività è obbligatorio'],
    [{ nomeAttivita: undefined }, 'nomeAttivita', 'Nome attività è obbligatorio'],
    [{ partitaIva: '' }, 'partitaIva', 'Partita IVA è obbligatoria'],
    [{ partitaIva: undefined }, 'partitaIva', 'Partita IVA è obbligatoria'],
    // One digit changed: the check digit no longer matches.
    [{ partitaIva: '03018291208' }, 'partitaIva', 'Partita IVA non valida'],
    [{ partitaIva: '0301829120' }, 'partitaIva', 'Partita IVA non valida'],
    // One digit changed: the pattern still matches, the checksum does not.
    [{ iban: 'IT60X0542811101000000123457' }, 'iban', 'IBAN non valido'],
    [{ iban: 'IT60X05428111010000001234' }, 'iban', 'IBAN non valido'],
    [{ iban: 'not an iban' }, 'iban', 'IBAN non valido'],
    [{ cap: '4012' }, 'cap', 'CAP non valido'],
    [{ provincia: 'XX' }, 'provincia', 'Provincia non valida'],
    [{ provincia: 'Bologna' }, 'provincia', 'Provincia non valida'],
  ])('rejects %j on %s with its message', (patch, field, message) => {
    expect(errorsOf(profiloVenditoreSchema.safeParse({ ...valid, ...patch }))[field]).toBe(message);
  });

  it('wants an open day to close after it opens, and ignores the times of a closed day', () => {
    const orari = {
      ...ORARI_DEFAULT,
      martedi: { apertura: '18:00', chiusura: '08:00', chiuso: false },
      sabato: { apertura: '12:00', chiusura: '12:00', chiuso: false },
      domenica: { apertura: '18:00', chiusura: '08:00', chiuso: true },
    };
    expect(errorsOf(profiloVenditoreSchema.safeParse({ ...valid, orari }))).toEqual({
      'orari.martedi.chiusura': MESSAGGI_PROFILO.orario,
      'orari.sabato.chiusura': MESSAGGI_PROFILO.orario,
    });
  });

  it('wants every time as HH:MM on the 24-hour clock', () => {
    const orari = {
      ...ORARI_DEFAULT,
      lunedi: { apertura: '8:30', chiusura: '06:00 PM', chiuso: false },
      martedi: { apertura: '08:00', chiusura: '24:00', chiuso: false },
    };
    expect(errorsOf(profiloVenditoreSchema.safeParse({ ...valid, orari }))).toEqual({
      'orari.lunedi.apertura': MESSAGGI_PROFILO.formatoOrario,
      'orari.lunedi.chiusura': MESSAGGI_PROFILO.formatoOrario,
      'orari.martedi.chiusura': MESSAGGI_PROFILO.formatoOrario,
    });
  });

  const uuid = '0b6f2c7e-3d4a-4c1b-9a8e-5f6d7c8b9a01';

  it('takes a JPEG or PNG logo key and a JPEG banner key; absent leaves the image, blank or null removes it', () => {
    expect(profiloVenditoreSchema.parse({ ...valid, logoImage: `${uuid}.png`, bannerImage: `${uuid}.jpg` })).toMatchObject({
      logoImage: `${uuid}.png`,
      bannerImage: `${uuid}.jpg`,
    });
    const untouched = profiloVenditoreSchema.parse(valid);
    expect('logoImage' in untouched && untouched.logoImage !== undefined).toBe(false);
    expect(profiloVenditoreSchema.parse({ ...valid, logoImage: '', bannerImage: null })).toMatchObject({ logoImage: null, bannerImage: null });
  });

  it('refuses a PNG as the banner and anything that is not an upload key, each at its field', () => {
    expect(errorsOf(profiloVenditoreSchema.safeParse({ ...valid, bannerImage: `${uuid}.png` }))).toEqual({
      bannerImage: MESSAGGI_MEDIA.formatoBanner,
    });
    expect(errorsOf(profiloVenditoreSchema.safeParse({ ...valid, logoImage: '../../etc/passwd', bannerImage: `${uuid}.gif` }))).toEqual({
      logoImage: MESSAGGI_MEDIA.formatoLogo,
      bannerImage: MESSAGGI_MEDIA.formatoBanner,
    });
  });

  it('knows the 107 province codes, Sud Sardegna included', () => {
    expect(PROVINCE).toHaveLength(107);
    expect(profiloVenditoreSchema.safeParse({ ...valid, provincia: 'SU' }).success).toBe(true);
  });
});
