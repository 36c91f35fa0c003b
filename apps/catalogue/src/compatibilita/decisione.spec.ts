import type { AutoPerCompatibilita, VeicoloAcquirente } from '@ricambiamo/contracts';
import { MESSAGGI_VERIFICA } from '@ricambiamo/contracts';
import { decidi, oemNoti, stessoVeicolo } from './decisione';
import type { RicambioNoto } from './riferimenti.repository';

const panda: VeicoloAcquirente = {
  marca: 'Fiat',
  modello: 'Panda',
  anno: 2012,
  carburante: 'benzina',
  cilindrata: 1242,
  kw: 51,
  codiceMotore: '169A4000',
};
const auto = (v: Partial<AutoPerCompatibilita> = {}): AutoPerCompatibilita => ({ ...panda, kw: null, ...v });
const noto = (nomeRicambio: string, codiciOem: string[], v: Partial<VeicoloAcquirente> = {}): RicambioNoto => ({
  nomeRicambio,
  codiciOem,
  veicolo: { ...panda, ...v },
});

describe('oemNoti', () => {
  it("takes the codes of parts whose vehicle the rules call Compatibile for that part, and only those", () => {
    const codici = oemNoti(panda, [
      noto('Porta laterale anteriore sinistra', ['51762381'], { anno: 2013, codiceMotore: null }),
      // Same model, another fuel: a Panda diesel's door is not known to fit by these rules.
      noto('Porta posteriore sinistra', ['1111'], { carburante: 'diesel', cilindrata: 1248, codiceMotore: null }),
      // Same engine on another model: an engine is known, a door is not.
      noto('Motore completo', ['55212460'], { marca: 'Lancia', modello: 'Ypsilon' }),
      noto('Musata', ['2222'], { marca: 'Lancia', modello: 'Ypsilon' }),
      // Out of the years, and missing engine data (only "probabile"): not known.
      noto('Cofano', ['3333'], { anno: 2005 }),
      noto('Paraurti anteriore', ['4444'], { carburante: null, codiceMotore: null }),
    ]);
    expect([...codici].sort()).toEqual(['51762381', '55212460']);
  });
});

describe('decidi', () => {
  const porta = { nome: 'Porta laterale anteriore sinistra', codiciOem: ['51762381'], codiceCambio: null };

  it('uses the known OEM codes', () => {
    const altra = auto({ marca: 'Fiat', modello: 'Idea', anno: 2008, codiceMotore: null });
    expect(decidi(panda, altra, porta, new Set(['51762381']), null)).toEqual({
      livello: 'compatibile',
      motivo: 'stesso codice OEM 51762381 di un ricambio noto per la tua Fiat Panda',
    });
    expect(decidi(panda, altra, porta, new Set(), null).livello).toBe('da_verificare');
  });

  it("lets the seller's answer about this very vehicle decide, either way", () => {
    const altra = auto({ modello: 'Idea', codiceMotore: null });
    expect(decidi(panda, altra, porta, new Set(), { esito: 'compatibile', veicolo: panda })).toEqual({
      livello: 'compatibile',
      motivo: MESSAGGI_VERIFICA.confermata,
    });
    expect(decidi(panda, auto(), porta, new Set(), { esito: 'non_compatibile', veicolo: panda })).toEqual({
      livello: 'da_verificare',
      motivo: MESSAGGI_VERIFICA.esclusa,
    });
  });

  it('ignores an unanswered check, and one about another vehicle', () => {
    expect(decidi(panda, auto(), porta, new Set(), { esito: null, veicolo: panda }).motivo).toMatch(/^stessa marca e modello/);
    const altroVeicolo = { ...panda, anno: 2009 };
    expect(decidi(panda, auto(), porta, new Set(), { esito: 'non_compatibile', veicolo: altroVeicolo }).livello).toBe('compatibile');
  });
});

describe('stessoVeicolo', () => {
  it('compares names by their key, the year exactly, and the engine code where both have one', () => {
    expect(stessoVeicolo(panda, { ...panda, marca: ' FIAT ', modello: 'panda', codiceMotore: '169 A4.000' })).toBe(true);
    expect(stessoVeicolo(panda, { ...panda, codiceMotore: null })).toBe(true);
    expect(stessoVeicolo(panda, { ...panda, codiceMotore: '188A4000' })).toBe(false);
    expect(stessoVeicolo(panda, { ...panda, anno: 2013 })).toBe(false);
  });
});
