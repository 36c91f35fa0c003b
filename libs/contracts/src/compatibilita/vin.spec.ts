import { fieldErrors } from '../validation/issues';
import { decodificaVin, verificaVin, vinSchema, WMI_COSTRUTTORI } from './vin';
import { MESSAGGI_VIN } from './vin-messaggi';

// Real European VINs whose layout is published: the Golf IV and the A-Class the German Wikipedia article on the VIN
// gives as examples, an Audi A2 a Volkswagen-group owners' wiki decodes, the Fiat Qubo of a question on Mechanics Stack
// Exchange ("why is position 10 a zero?"), a Renault Clio II and a Citroën C5 from an open-source decoder's tests, and
// the first Golf IV of model year 2000 as Volkswagen parts sellers print the pattern (1J Golf IV, Y 2000, W Wolfsburg).
const GOLF_IV_2003 = 'WVWZZZ1JZ3W386752';
const GOLF_IV_2000 = 'WVWZZZ1JZYW000001';
const AUDI_A2_2005 = 'WAUZZZ8Z25N012345';
const MERCEDES_CLASSE_A = 'WDD1690071J236589';
const FIAT_QUBO = 'ZFA22500000138627';
const RENAULT_CLIO_II = 'VF1BB05CF26010203';
const CITROEN_C5 = 'VF7RD5FV8FL507366';

const OGGI = { annoCorrente: 2026 };

describe('vinSchema', () => {
  it.each([GOLF_IV_2003, GOLF_IV_2000, AUDI_A2_2005, MERCEDES_CLASSE_A, FIAT_QUBO, RENAULT_CLIO_II, CITROEN_C5])(
    'accepts the published VIN %s',
    (vin) => {
      expect(vin).toHaveLength(17);
      expect(vinSchema.parse(vin)).toBe(vin);
    },
  );

  it('trims and upper-cases what was typed', () => {
    expect(vinSchema.parse('  zfa22500000138627 ')).toBe(FIAT_QUBO);
    expect(vinSchema.parse('wvwzzz1jz3w386752')).toBe(GOLF_IV_2003);
  });

  it.each([
    ['16 characters', FIAT_QUBO.slice(0, 16)],
    ['18 characters', `${FIAT_QUBO}1`],
    ['an I', 'ZFA2250000I138627'],
    ['an O', 'ZFA22500000O38627'],
    ['a Q', 'ZFA225000Q0138627'],
    ['a lowercase o, upper-cased to O', 'zfa22500000o38627'],
    ['a space inside', 'ZFA225000 0138627'],
    ['a dash', 'ZFA225000-0138627'],
    ['nothing', ''],
  ])('refuses a VIN with %s, with the Italian message', (_, vin) => {
    const result = vinSchema.safeParse(vin);
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)._).toBe('Il numero di telaio deve avere 17 caratteri, senza le lettere I, O e Q');
  });

  it('refuses what is not a string with the same message', () => {
    const result = vinSchema.safeParse(null);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues[0].message).toBe(MESSAGGI_VIN.formato);
  });
});

describe('decodificaVin', () => {
  it('reads the model year of the Volkswagen group at position 10', () => {
    expect(decodificaVin(GOLF_IV_2003, OGGI)).toEqual({ wmi: 'WVW', marca: 'Volkswagen', anniModello: [2003] });
    expect(decodificaVin(GOLF_IV_2000, OGGI)).toEqual({ wmi: 'WVW', marca: 'Volkswagen', anniModello: [2000] });
    expect(decodificaVin(AUDI_A2_2005, OGGI)).toEqual({ wmi: 'WAU', marca: 'Audi', anniModello: [2005] });
  });

  it('gives no year for makers whose European VINs write none, rather than a wrong one', () => {
    // Position 10 of the Qubo is a 0, of the A-Class (built from 2004) a 1, which would read 2001.
    expect(decodificaVin(FIAT_QUBO, OGGI)).toEqual({ wmi: 'ZFA', marca: 'Fiat', anniModello: [] });
    expect(decodificaVin(MERCEDES_CLASSE_A, OGGI)).toEqual({ wmi: 'WDD', marca: 'Mercedes-Benz', anniModello: [] });
    expect(decodificaVin(RENAULT_CLIO_II, OGGI)).toEqual({ wmi: 'VF1', marca: 'Renault', anniModello: [] });
    expect(decodificaVin(CITROEN_C5, OGGI)).toEqual({ wmi: 'VF7', marca: 'Citroën', anniModello: [] });
  });

  it('lists both readings of a letter that repeats every 30 years, and only years up to next year', () => {
    expect(decodificaVin('WVWZZZ1KZAW000001', OGGI).anniModello).toEqual([1980, 2010]);
    expect(decodificaVin('WVWZZZAUZHW000001', OGGI).anniModello).toEqual([1987, 2017]);
    expect(decodificaVin('WVWZZZCDZYW000001', OGGI).anniModello).toEqual([2000]);
    expect(decodificaVin('WVWZZZCDZYW000001', { annoCorrente: 2029 }).anniModello).toEqual([2000, 2030]);
    expect(decodificaVin('WVWZZZCDZ1W000001', { annoCorrente: 2030 }).anniModello).toEqual([2001, 2031]);
    expect(decodificaVin('WVWZZZCDZTW000001', OGGI).anniModello).toEqual([1996, 2026]);
  });

  it('reads nothing from a code that never stands for a year (0, U, Z)', () => {
    for (const codice of ['0', 'U', 'Z']) expect(decodificaVin(`WVWZZZ1JZ${codice}W000001`, OGGI).anniModello).toEqual([]);
  });

  it("reads Ford of Europe's assembly year at position 11", () => {
    expect(decodificaVin('WF0AXXGCDA8E12345', OGGI)).toEqual({ wmi: 'WF0', marca: 'Ford', anniModello: [2008] });
    expect(decodificaVin('WF02XXERK2LU12345', OGGI)).toEqual({ wmi: 'WF0', marca: 'Ford', anniModello: [1990, 2020] });
  });

  it('tells the maker from a three-character identifier first, then from a two-character one', () => {
    expect(decodificaVin('JMBXTGF2WDZ000001', OGGI).marca).toBe('Mitsubishi');
    expect(decodificaVin('JMZBK14Z201000001', OGGI).marca).toBe('Mazda');
    expect(decodificaVin('JTDKB20U303000001', OGGI).marca).toBe('Toyota');
    expect(decodificaVin('SB1KV58E40F039187', OGGI).marca).toBe('Toyota');
  });

  it('knows the makers dismantlers see, and reads years only for those that write them', () => {
    const attese: [string, string][] = [
      ['ZFA', 'Fiat'], ['ZLA', 'Lancia'], ['ZAR', 'Alfa Romeo'], ['ZFF', 'Ferrari'], ['ZAM', 'Maserati'],
      ['WVW', 'Volkswagen'], ['WV1', 'Volkswagen'], ['WV2', 'Volkswagen'], ['3VW', 'Volkswagen'], ['WAU', 'Audi'],
      ['TRU', 'Audi'], ['WP0', 'Porsche'], ['WBA', 'BMW'], ['WBS', 'BMW'], ['WMW', 'Mini'], ['WDB', 'Mercedes-Benz'],
      ['WDD', 'Mercedes-Benz'], ['W1K', 'Mercedes-Benz'], ['W0L', 'Opel'], ['W0V', 'Opel'], ['WF0', 'Ford'],
      ['VF1', 'Renault'], ['UU1', 'Dacia'], ['VF3', 'Peugeot'], ['VF7', 'Citroën'], ['VR1', 'DS'], ['VSS', 'SEAT'],
      ['TMB', 'Škoda'], ['YV1', 'Volvo'], ['JTD', 'Toyota'], ['SB1', 'Toyota'], ['VNK', 'Toyota'], ['SJN', 'Nissan'],
      ['JN1', 'Nissan'], ['JHM', 'Honda'], ['SHH', 'Honda'], ['KMH', 'Hyundai'], ['TMA', 'Hyundai'], ['KNA', 'Kia'],
      ['U5Y', 'Kia'], ['JSA', 'Suzuki'], ['TSM', 'Suzuki'], ['WME', 'Smart'], ['ZAC', 'Jeep'], ['1C4', 'Jeep'],
      ['SAL', 'Land Rover'], ['SAJ', 'Jaguar'], ['JMZ', 'Mazda'], ['JMB', 'Mitsubishi'], ['JA3', 'Mitsubishi'],
    ];
    for (const [wmi, marca] of attese) expect([wmi, decodificaVin(`${wmi}ZZZ1JZ3W386752`, OGGI).marca]).toEqual([wmi, marca]);
    const conAnno = Object.entries(WMI_COSTRUTTORI)
      .filter(([, costruttore]) => costruttore.posizioneAnno !== null)
      .map(([, costruttore]) => costruttore.marca);
    expect([...new Set(conAnno)].sort()).toEqual(['Audi', 'Ford', 'Hyundai', 'Jeep', 'Kia', 'Porsche', 'SEAT', 'Volkswagen', 'Škoda']);
  });

  it('says nothing of an unknown identifier or a malformed VIN', () => {
    expect(decodificaVin('XTA21099000000001', OGGI)).toEqual({ wmi: 'XTA', marca: null, anniModello: [] });
    expect(decodificaVin('WVWZZZ1JZ3W38675', OGGI)).toEqual({ wmi: 'WVW', marca: null, anniModello: [] });
    expect(decodificaVin(' wvwzzz1jz3w386752 ', OGGI).marca).toBe('Volkswagen');
  });
});

describe('verificaVin', () => {
  it('says nothing when the VIN agrees with what was typed', () => {
    expect(verificaVin(GOLF_IV_2003, { marca: 'Volkswagen', anno: 2003 }, OGGI)).toEqual([]);
    expect(verificaVin(FIAT_QUBO, { marca: 'Fiat', anno: 2012 }, OGGI)).toEqual([]);
    expect(verificaVin(RENAULT_CLIO_II, { marca: 'RENAULT', anno: 2002 }, OGGI)).toEqual([]);
  });

  it('compares brands ignoring case, accents, spaces and the short names people type', () => {
    expect(verificaVin(GOLF_IV_2003, { marca: 'vw' }, OGGI)).toEqual([]);
    expect(verificaVin(CITROEN_C5, { marca: 'citroen' }, OGGI)).toEqual([]);
    expect(verificaVin(MERCEDES_CLASSE_A, { marca: 'Mercedes' }, OGGI)).toEqual([]);
    expect(verificaVin(MERCEDES_CLASSE_A, { marca: 'mercedes benz' }, OGGI)).toEqual([]);
    expect(verificaVin('TMBJF73T5B9000001', { marca: 'Skoda' }, OGGI)).toEqual([]);
    expect(verificaVin('ZARFAMAN0K7000001', { marca: 'Alfa' }, OGGI)).toEqual([]);
    expect(verificaVin('SALLAAA146A000001', { marca: 'Range Rover' }, OGGI)).toEqual([]);
  });

  it('accepts the brands sold on a sibling identifier', () => {
    expect(verificaVin('ZFA31200000000001', { marca: 'Abarth' }, OGGI)).toEqual([]);
    expect(verificaVin('VSSZZZKJZJR000001', { marca: 'Cupra', anno: 2018 }, OGGI)).toEqual([]);
    expect(verificaVin(CITROEN_C5, { marca: 'DS' }, OGGI)).toEqual([]);
    expect(verificaVin('ZFA25000001234567', { marca: 'Fiat Professional' }, OGGI)).toEqual([]);
  });

  it('warns when the maker differs', () => {
    expect(verificaVin(FIAT_QUBO, { marca: 'Lancia', anno: 2012 }, OGGI)).toEqual([
      "Il numero di telaio è di un'auto Fiat, non Lancia: controlla la marca o il numero di telaio",
    ]);
    expect(verificaVin(GOLF_IV_2003, { marca: ' Audi ' }, OGGI)).toEqual([
      "Il numero di telaio è di un'auto Volkswagen, non Audi: controlla la marca o il numero di telaio",
    ]);
  });

  it('warns when the year is more than one year from every year the VIN can stand for', () => {
    expect(verificaVin(GOLF_IV_2003, { marca: 'Volkswagen', anno: 2010 }, OGGI)).toEqual([
      "Secondo il numero di telaio l'auto è del 2003, non del 2010: controlla l'anno o il numero di telaio",
    ]);
    expect(verificaVin('WVWZZZ1KZAW000001', { anno: 2013 }, OGGI)).toEqual([
      "Secondo il numero di telaio l'auto è del 1980 o del 2010, non del 2013: controlla l'anno o il numero di telaio",
    ]);
  });

  it('accepts a year one off the model year: a model year starts months early, a car may be registered late', () => {
    expect(verificaVin(GOLF_IV_2003, { anno: 2002 }, OGGI)).toEqual([]);
    expect(verificaVin(GOLF_IV_2003, { anno: 2004 }, OGGI)).toEqual([]);
    expect(verificaVin(GOLF_IV_2003, { anno: 2005 }, OGGI)).toHaveLength(1);
  });

  it('gives both warnings when both disagree', () => {
    expect(verificaVin(AUDI_A2_2005, { marca: 'Fiat', anno: 2015 }, OGGI)).toHaveLength(2);
  });

  it('says nothing when it cannot tell: no year written, unknown maker, malformed VIN, empty fields', () => {
    expect(verificaVin(FIAT_QUBO, { marca: 'Fiat', anno: 1995 }, OGGI)).toEqual([]);
    expect(verificaVin(MERCEDES_CLASSE_A, { anno: 2020 }, OGGI)).toEqual([]);
    expect(verificaVin('XTA21099000000001', { marca: 'Fiat', anno: 1990 }, OGGI)).toEqual([]);
    expect(verificaVin('ZFA2250000013862', { marca: 'Volkswagen' }, OGGI)).toEqual([]);
    expect(verificaVin(GOLF_IV_2003, { marca: '', anno: null }, OGGI)).toEqual([]);
    expect(verificaVin(GOLF_IV_2003, {}, OGGI)).toEqual([]);
  });
});
