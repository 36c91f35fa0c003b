import { CARBURANTI, CATALOGO_RICAMBI, type Carburante } from '../validation/catalogo';
import {
  chiaveNome,
  codiciOem,
  compatibilitaAuto,
  compatibilitaRicambio,
  ETICHETTE_COMPATIBILITA,
  etichettaSoloCompatibili,
  LIVELLI_COMPATIBILITA,
  normalizzaCodice,
  regoleFiltroCompatibile,
  RICAMBI_DEL_MOTORE,
  rispettaFiltroCompatibile,
  type AutoPerCompatibilita,
  type RicambioPerCompatibilita,
  type VeicoloAcquirente,
} from './compatibilita';

// The buyer: "Fiat Panda 2012 1.2 benzina 169A4000".
const PANDA: VeicoloAcquirente = {
  marca: 'Fiat',
  modello: 'Panda',
  anno: 2012,
  carburante: 'benzina',
  cilindrata: 1242,
  kw: 51,
  codiceMotore: '169A4000',
};
const veicolo = (patch: Partial<VeicoloAcquirente> = {}): VeicoloAcquirente => ({ ...PANDA, ...patch });
const auto = (patch: Partial<AutoPerCompatibilita> = {}): AutoPerCompatibilita => ({ ...PANDA, ...patch });
const ricambio = (nome: string, patch: Partial<RicambioPerCompatibilita> = {}): RicambioPerCompatibilita => ({
  nome,
  codiciOem: [],
  codiceCambio: null,
  ...patch,
});

describe('levels and labels', () => {
  it('has three levels, each with its Italian label', () => {
    expect(LIVELLI_COMPATIBILITA).toEqual(['compatibile', 'probabile', 'da_verificare']);
    expect(ETICHETTE_COMPATIBILITA).toEqual({
      compatibile: 'Compatibile',
      probabile: 'Probabilmente compatibile',
      da_verificare: 'Da verificare',
    });
  });
});

describe('normalizzaCodice', () => {
  it('ignores spaces, dots, dashes and case', () => {
    for (const scritto of ['46760000', '46.760.000', '46-760-000', '46 760 000', ' 46.760-000 ']) expect(normalizzaCodice(scritto)).toBe('46760000');
    expect(normalizzaCodice('169a4.000')).toBe('169A4000');
    expect(normalizzaCodice('cayc')).toBe('CAYC');
    expect(normalizzaCodice(' .- ')).toBe('');
  });
});

describe('codiciOem', () => {
  it('splits on commas, semicolons, slashes and new lines, not on spaces', () => {
    expect(codiciOem('46760000, 51810866;55195817 / 735 453 490\n71 754 263\r\n0 261 230 001')).toEqual([
      '46760000',
      '51810866',
      '55195817',
      '735453490',
      '71754263',
      '0261230001',
    ]);
    expect(codiciOem('46 760 000')).toEqual(['46760000']);
  });

  it('keeps each code once, in the order written, and drops empty pieces', () => {
    expect(codiciOem('46.760.000, 46760000 ,, ; / 46-760-000, abc-1')).toEqual(['46760000', 'ABC1']);
  });

  it('reads nothing from an empty field', () => {
    expect(codiciOem(null)).toEqual([]);
    expect(codiciOem(undefined)).toEqual([]);
    expect(codiciOem('')).toEqual([]);
    expect(codiciOem(' , ; ')).toEqual([]);
  });
});

describe('chiaveNome', () => {
  it('ignores case, accents, spaces and punctuation', () => {
    expect(chiaveNome('  Citroën   C-Elysée ')).toBe('citroen c elysee');
    expect(chiaveNome('ŠKODA')).toBe(chiaveNome('skoda'));
    expect(chiaveNome('Mercedes-Benz')).toBe(chiaveNome('Mercedes Benz'));
    // Letters without an accent to drop are spelled out, as PostgreSQL's unaccent does.
    expect(chiaveNome('Großer Ærø Łada Œuvre')).toBe('grosser aero lada oeuvre');
    expect(chiaveNome('up!')).toBe('up');
    expect(chiaveNome('500')).not.toBe(chiaveNome('500L'));
  });
});

describe('compatibilitaAuto', () => {
  it('is compatibile with the same engine code, whatever the model, and says which', () => {
    expect(compatibilitaAuto(PANDA, auto({ codiceMotore: '169 A4.000' }))).toEqual({
      livello: 'compatibile',
      motivo: 'stesso codice motore 169A4000',
    });
    expect(compatibilitaAuto(PANDA, auto({ marca: 'Lancia', modello: 'Ypsilon', anno: 2008, cilindrata: null }))).toEqual({
      livello: 'compatibile',
      motivo: 'stesso codice motore 169A4000',
    });
  });

  it('is da verificare when both engine codes are given and differ, car first and buyer second', () => {
    expect(compatibilitaAuto(PANDA, auto({ codiceMotore: '188A4000' }))).toEqual({
      livello: 'da_verificare',
      motivo: 'codice motore diverso (188A4000 / 169A4000)',
    });
  });

  it('is compatibile with the same marca, modello, years ±2, fuel and cc, and says them all', () => {
    expect(compatibilitaAuto(PANDA, auto({ codiceMotore: null }))).toEqual({
      livello: 'compatibile',
      motivo: 'stessa marca e modello, anni 2010–2014, benzina, 1242 cc',
    });
    expect(compatibilitaAuto(veicolo({ codiceMotore: null }), auto())).toEqual({
      livello: 'compatibile',
      motivo: 'stessa marca e modello, anni 2010–2014, benzina, 1242 cc',
    });
  });

  it('includes both ends of the years window and compares names by their key', () => {
    for (const anno of [2010, 2014]) expect(compatibilitaAuto(PANDA, auto({ anno, codiceMotore: null })).livello).toBe('compatibile');
    expect(compatibilitaAuto(PANDA, auto({ marca: ' FIAT ', modello: 'panda', codiceMotore: null })).livello).toBe('compatibile');
  });

  it('is probabile with the same model and years when engine data are missing on either side', () => {
    const atteso = { livello: 'probabile', motivo: 'stessa marca e modello, anni 2010–2014; dati del motore mancanti' };
    const senzaCodice = { codiceMotore: null };
    expect(compatibilitaAuto(PANDA, auto({ ...senzaCodice, cilindrata: null }))).toEqual(atteso);
    expect(compatibilitaAuto(PANDA, auto({ ...senzaCodice, carburante: null }))).toEqual(atteso);
    expect(compatibilitaAuto(veicolo({ ...senzaCodice, cilindrata: null }), auto())).toEqual(atteso);
    expect(compatibilitaAuto(veicolo({ ...senzaCodice, carburante: null }), auto())).toEqual(atteso);
    expect(compatibilitaAuto(veicolo({ ...senzaCodice, carburante: null, cilindrata: null, kw: null }), auto(senzaCodice))).toEqual(atteso);
    expect(compatibilitaAuto(veicolo({ codiceMotore: '  ' }), auto({ cilindrata: null }))).toEqual(atteso);
  });

  it('is da verificare with another marca or modello', () => {
    const atteso = { livello: 'da_verificare', motivo: 'marca o modello diversi' };
    expect(compatibilitaAuto(PANDA, auto({ modello: 'Punto', codiceMotore: null }))).toEqual(atteso);
    expect(compatibilitaAuto(PANDA, auto({ marca: 'Lancia', codiceMotore: null }))).toEqual(atteso);
    expect(compatibilitaAuto(veicolo({ codiceMotore: null }), auto({ modello: 'Panda Cross' }))).toEqual(atteso);
  });

  it('is da verificare outside the years window, whatever the rest', () => {
    expect(compatibilitaAuto(PANDA, auto({ anno: 2015, codiceMotore: null }))).toEqual({
      livello: 'da_verificare',
      motivo: "anno 2015 fuori dall'intervallo 2010–2014",
    });
    expect(compatibilitaAuto(PANDA, auto({ anno: 2009, codiceMotore: null, cilindrata: null })).motivo).toBe(
      "anno 2009 fuori dall'intervallo 2010–2014",
    );
  });

  it('is da verificare when the fuel or the exact cc differ, a known difference beating a missing value', () => {
    expect(compatibilitaAuto(PANDA, auto({ carburante: 'diesel', codiceMotore: null }))).toEqual({
      livello: 'da_verificare',
      motivo: 'carburante diverso (diesel / benzina)',
    });
    expect(compatibilitaAuto(PANDA, auto({ cilindrata: 1248, codiceMotore: null }))).toEqual({
      livello: 'da_verificare',
      motivo: 'cilindrata diversa (1248 / 1242 cc)',
    });
    expect(compatibilitaAuto(PANDA, auto({ cilindrata: 1243, codiceMotore: null })).livello).toBe('da_verificare');
    expect(compatibilitaAuto(veicolo({ carburante: null }), auto({ cilindrata: 1108, codiceMotore: null })).motivo).toBe(
      'cilindrata diversa (1108 / 1242 cc)',
    );
  });

  it('lets kW decide nothing', () => {
    expect(compatibilitaAuto(PANDA, auto({ kw: 44, codiceMotore: null })).livello).toBe('compatibile');
    expect(compatibilitaAuto(PANDA, auto({ kw: null, codiceMotore: null })).livello).toBe('compatibile');
  });
});

describe('compatibilitaRicambio', () => {
  const PORTA = 'Porta laterale anteriore sinistra';
  const noti = ['46.760.000', '51810866'];

  it('treats the engine and the gearbox as the parts the engine code decides', () => {
    expect(RICAMBI_DEL_MOTORE).toEqual(['Motore completo', 'Cambio']);
    for (const nome of RICAMBI_DEL_MOTORE) expect(CATALOGO_RICAMBI).toContain(nome);
  });

  it('is compatibile by the same OEM code as a part known for the buyer’s vehicle, in any spelling', () => {
    const centralina = ricambio('Centralina ECU', { codiciOem: ['55195817', '46-760-000'] });
    expect(compatibilitaRicambio(PANDA, auto({ modello: 'Punto', anno: 2003, codiceMotore: null }), centralina, noti)).toEqual({
      livello: 'compatibile',
      motivo: 'stesso codice OEM 46760000 di un ricambio noto per la tua Fiat Panda',
    });
    expect(compatibilitaRicambio(veicolo({ marca: ' Fiat ' }), auto(), ricambio(PORTA, { codiciOem: ['51 810 866'] }), new Set(noti)).motivo).toBe(
      'stesso codice OEM 51810866 di un ricambio noto per la tua Fiat Panda',
    );
  });

  it('without a known OEM code, falls back to the model rules', () => {
    const porta = ricambio(PORTA, { codiciOem: ['12345678'] });
    expect(compatibilitaRicambio(PANDA, auto({ codiceMotore: null }), porta, noti).motivo).toBe(
      'stessa marca e modello, anni 2010–2014, benzina, 1242 cc',
    );
    expect(compatibilitaRicambio(PANDA, auto({ modello: 'Punto', codiceMotore: null }), porta)).toEqual({
      livello: 'da_verificare',
      motivo: 'marca o modello diversi',
    });
    expect(compatibilitaRicambio(PANDA, auto({ codiceMotore: null, cilindrata: null }), ricambio(PORTA), [])).toEqual({
      livello: 'probabile',
      motivo: 'stessa marca e modello, anni 2010–2014; dati del motore mancanti',
    });
  });

  describe('an engine or a gearbox', () => {
    it.each(RICAMBI_DEL_MOTORE)('%s: a different engine code decides, whatever the model or the OEM code says', (nome) => {
      const conOemNoto = ricambio(nome, { codiciOem: ['46760000'], codiceCambio: 'C514' });
      expect(compatibilitaRicambio(PANDA, auto({ codiceMotore: '188A4000' }), conOemNoto, noti)).toEqual({
        livello: 'da_verificare',
        motivo: 'codice motore diverso (188A4000 / 169A4000)',
      });
    });

    it.each(RICAMBI_DEL_MOTORE)('%s: the same engine code fits another model', (nome) => {
      expect(compatibilitaRicambio(PANDA, auto({ marca: 'Lancia', modello: 'Ypsilon', anno: 2006 }), ricambio(nome))).toEqual({
        livello: 'compatibile',
        motivo: 'stesso codice motore 169A4000',
      });
    });

    it.each(RICAMBI_DEL_MOTORE)('%s: with a code missing, the OEM rule and then the model rules decide', (nome) => {
      expect(compatibilitaRicambio(PANDA, auto({ codiceMotore: null, modello: 'Punto' }), ricambio(nome, { codiciOem: ['46760000'] }), noti).livello).toBe(
        'compatibile',
      );
      expect(compatibilitaRicambio(veicolo({ codiceMotore: null }), auto(), ricambio(nome)).motivo).toBe(
        'stessa marca e modello, anni 2010–2014, benzina, 1242 cc',
      );
      expect(compatibilitaRicambio(veicolo({ codiceMotore: null }), auto({ carburante: 'diesel' }), ricambio(nome)).livello).toBe('da_verificare');
    });

    it('compares the gearbox code with nothing on the buyer’s side', () => {
      const cambio = (codiceCambio: string | null) => compatibilitaRicambio(PANDA, auto({ codiceMotore: null }), ricambio('Cambio', { codiceCambio }));
      expect(cambio('C514')).toEqual(cambio(null));
      expect(cambio('C514')).toEqual(cambio('M20'));
    });
  });

  describe('any other part', () => {
    it('ignores a different engine code: a door does not depend on the engine', () => {
      expect(compatibilitaRicambio(PANDA, auto({ codiceMotore: '188A4000' }), ricambio(PORTA))).toEqual({
        livello: 'compatibile',
        motivo: 'stessa marca e modello, anni 2010–2014, benzina, 1242 cc',
      });
      expect(compatibilitaRicambio(PANDA, auto({ codiceMotore: '188A4000', cilindrata: null }), ricambio(PORTA)).livello).toBe('probabile');
    });

    it('does not fit another model for sharing its engine code', () => {
      expect(compatibilitaRicambio(PANDA, auto({ marca: 'Lancia', modello: 'Ypsilon' }), ricambio(PORTA))).toEqual({
        livello: 'da_verificare',
        motivo: 'marca o modello diversi',
      });
    });

    it('on the same model, takes an equal engine code for the fuel and cc it implies', () => {
      expect(compatibilitaRicambio(PANDA, auto({ cilindrata: null, carburante: null }), ricambio('Musata'))).toEqual({
        livello: 'compatibile',
        motivo: 'stessa marca e modello, anni 2010–2014, codice motore 169A4000',
      });
      expect(compatibilitaRicambio(PANDA, auto({ anno: 2016 }), ricambio('Musata')).motivo).toBe("anno 2016 fuori dall'intervallo 2010–2014");
    });
  });

  it('never answers without a reason', () => {
    for (const nome of CATALOGO_RICAMBI) {
      for (const patch of [{}, { codiceMotore: null }, { codiceMotore: 'X1' }, { marca: 'Opel' }, { anno: 1990 }, { cilindrata: null, codiceMotore: null }]) {
        const { livello, motivo } = compatibilitaRicambio(PANDA, auto(patch), ricambio(nome, { codiciOem: ['99'] }), noti);
        expect(LIVELLI_COMPATIBILITA).toContain(livello);
        expect(motivo.trim().length).toBeGreaterThan(0);
      }
    }
  });
});

describe('regoleFiltroCompatibile', () => {
  it('gives the search the buyer’s engine code, or their model, years, fuel, cc and engine code', () => {
    expect(regoleFiltroCompatibile(veicolo({ marca: 'FIAT ', modello: 'Panda', codiceMotore: '169a4.000' }))).toEqual({
      codiceMotore: '169A4000',
      stessoModello: {
        marca: 'fiat',
        modello: 'panda',
        annoDa: 2010,
        annoA: 2014,
        carburante: 'benzina',
        cilindrata: 1242,
        codiceMotore: '169A4000',
      },
    });
    expect(regoleFiltroCompatibile(veicolo({ codiceMotore: null, carburante: null, cilindrata: null }))).toMatchObject({
      codiceMotore: null,
      stessoModello: { carburante: null, cilindrata: null, codiceMotore: null },
    });
  });

  it('keeps a car exactly when compatibilitaAuto calls it compatibile or probabile', () => {
    const carburanti: (Carburante | null)[] = ['benzina', 'diesel', null];
    const cilindrate = [1242, 1248, null];
    const codici = ['169A4000', '169.a4-000', '188A4000', null];
    const acquirenti = [
      PANDA,
      veicolo({ codiceMotore: null }),
      veicolo({ carburante: null, cilindrata: null }),
      veicolo({ codiceMotore: null, carburante: null, cilindrata: null, modello: 'Panda ', marca: 'fiat' }),
      veicolo({ marca: 'Lancia', modello: 'Ypsilon', anno: 2008, carburante: 'diesel' }),
    ];
    let tenute = 0;
    let scartate = 0;
    for (const acquirente of acquirenti) {
      const regole = regoleFiltroCompatibile(acquirente);
      for (const marca of ['Fiat', 'FIAT', 'Lancia'])
        for (const modello of ['Panda', 'Ypsilon'])
          for (const anno of [2006, 2009, 2010, 2012, 2014, 2015])
            for (const carburante of carburanti)
              for (const cilindrata of cilindrate)
                for (const codiceMotore of codici) {
                  const candidata: AutoPerCompatibilita = { marca, modello, anno, carburante, cilindrata, kw: 51, codiceMotore };
                  const { livello } = compatibilitaAuto(acquirente, candidata);
                  const tenuta = rispettaFiltroCompatibile(regole, candidata);
                  expect({ acquirente, candidata, tenuta }).toEqual({ acquirente, candidata, tenuta: livello !== 'da_verificare' });
                  if (tenuta) tenute++;
                  else scartate++;
                }
    }
    expect(tenute).toBeGreaterThan(100);
    expect(scartate).toBeGreaterThan(100);
  });

  it('covers every fuel the catalogue knows', () => {
    for (const carburante of CARBURANTI) {
      const regole = regoleFiltroCompatibile(veicolo({ carburante, codiceMotore: null }));
      expect(rispettaFiltroCompatibile(regole, auto({ carburante, codiceMotore: null }))).toBe(true);
      expect(compatibilitaAuto(veicolo({ carburante, codiceMotore: null }), auto({ carburante, codiceMotore: null })).motivo).toBe(
        `stessa marca e modello, anni 2010–2014, ${carburante}, 1242 cc`,
      );
    }
  });
});

describe('etichettaSoloCompatibili', () => {
  it('names the buyer’s modello and its litres, one decimal, rounded', () => {
    expect(etichettaSoloCompatibili(PANDA)).toBe('Solo compatibili con la mia Panda 1.2');
    expect(etichettaSoloCompatibili({ modello: ' Golf ', cilindrata: 1968 })).toBe('Solo compatibili con la mia Golf 2.0');
    expect(etichettaSoloCompatibili({ modello: 'Smart', cilindrata: 698 })).toBe('Solo compatibili con la mia Smart 0.7');
    expect(etichettaSoloCompatibili({ modello: 'Punto', cilindrata: 1249 })).toBe('Solo compatibili con la mia Punto 1.2');
    expect(etichettaSoloCompatibili({ modello: 'Punto', cilindrata: 1250 })).toBe('Solo compatibili con la mia Punto 1.3');
    expect(etichettaSoloCompatibili({ modello: 'Delta', cilindrata: 1450 })).toBe('Solo compatibili con la mia Delta 1.5');
  });

  it('names the modello alone without a cilindrata', () => {
    expect(etichettaSoloCompatibili({ modello: 'Panda', cilindrata: null })).toBe('Solo compatibili con la mia Panda');
  });
});
