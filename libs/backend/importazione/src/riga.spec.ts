import { MESSAGGI_IMPORTAZIONE, MESSAGGI_INSERZIONE } from '@ricambiamo/contracts';
import { COLONNE } from './colonne';
import { interpretaRiga, type RigaConErrori, type RigaValida } from './riga';
import { rigaValida } from './test/scorta';

const interpreta = (valori: Record<string, string>, riga = 7) => interpretaRiga(COLONNE, { riga, celle: rigaValida(valori) });

const valida = (valori: Record<string, string> = {}): RigaValida => {
  const riga = interpreta(valori);
  if (!riga.valida) throw new Error(JSON.stringify(riga.errori));
  return riga;
};

const errori = (valori: Record<string, string>): RigaConErrori['errori'] => {
  const riga = interpreta(valori);
  if (riga.valida) throw new Error('expected errors');
  return riga.errori;
};

const m = MESSAGGI_INSERZIONE;

describe('a row into a listing', () => {
  it("gives createListingRequest's content, as the form's schema normalises it", () => {
    const riga = valida({
      'codice interno': ' A-1 ',
      carburante: 'Diesel',
      'numero telaio': 'zfa19900001234567',
      descrizione: '  ',
      'foto 1': 'fronte.jpg',
      'foto 3': 'retro.jpg',
      'Musata codice OEM': 'ab123',
      'Musata grado': 'b',
      'Kit Airbag prezzo': '90',
      'Kit Airbag spedizione': '0',
    });
    expect(riga).toEqual({
      valida: true,
      riga: 7,
      codiceInterno: 'A-1',
      titolo: 'Fiat Punto 2012',
      inserzione: {
        marca: 'Fiat',
        modello: 'Punto',
        anno: 2012,
        km: 120000,
        cv: 69,
        kw: 51,
        cilindrata: 1242,
        carburante: 'diesel',
        codiceMotore: null,
        numeroTelaio: 'ZFA19900001234567',
        descrizione: null,
        ricambi: [
          {
            nome: 'Musata',
            descrizione: null,
            prezzoCentesimi: 25000,
            spedizioneCentesimi: 4000,
            grado: 'B',
            garanziaGiorni: 0,
            codiceOem: 'AB123',
            codiceCambio: null,
          },
          {
            nome: 'Kit Airbag',
            descrizione: null,
            prezzoCentesimi: 9000,
            spedizioneCentesimi: 0,
            grado: null,
            garanziaGiorni: 0,
            codiceOem: null,
            codiceCambio: null,
          },
        ],
      },
      foto: [
        { nome: 'fronte.jpg', colonna: 'foto 1' },
        { nome: 'retro.jpg', colonna: 'foto 3' },
      ],
    });
  });

  it('reads the engine code, a gearbox code and several OEM codes as the form does', () => {
    const riga = valida({
      'codice motore': ' 169a4000 ',
      'Cambio prezzo': '280',
      'Cambio spedizione': '60',
      'Cambio codice OEM': '55241434, 55241435',
      'Cambio codice cambio': 'c514',
      'Motore completo prezzo': '650',
      'Motore completo spedizione': '90',
      'Motore completo codice cambio': '',
    });
    expect(riga.inserzione.codiceMotore).toBe('169A4000');
    expect(riga.inserzione.ricambi.map((r) => [r.nome, r.codiceOem, r.codiceCambio])).toEqual([
      ['Musata', null, null],
      ['Motore completo', null, null],
      ['Cambio', '55241434, 55241435', 'C514'],
    ]);
  });

  it('takes a VIN as written, upper-cased: whether its shape is wrong depends on the car it matches', () => {
    expect(valida({ 'numero telaio': ' zfa1 ' }).inserzione.numeroTelaio).toBe('ZFA1');
    const conErrori = interpreta({ 'numero telaio': 'zfa1', km: '-1' });
    expect(conErrori).toMatchObject({ valida: false, numeroTelaio: 'ZFA1', errori: [{ colonna: 'km' }] });
  });

  it('has no gearbox code column for the parts it does not describe', () => {
    expect(COLONNE.filter((c) => c.endsWith('codice cambio'))).toEqual(['Motore completo codice cambio', 'Cambio codice cambio']);
    expect(COLONNE.slice(COLONNE.indexOf('cilindrata'), COLONNE.indexOf('cilindrata') + 3)).toEqual(['cilindrata', 'codice motore', 'carburante']);
  });

  it('takes a part whose price is empty for absent, whatever its other columns say', () => {
    const riga = valida({ 'Cambio spedizione': '20', 'Cambio grado': 'A' });
    expect(riga.inserzione.ricambi.map((r) => r.nome)).toEqual(['Musata']);
  });

  it.each([
    ['codice interno', '', MESSAGGI_IMPORTAZIONE.codiceObbligatorio],
    ['codice interno', '#12', m.codiceInterno],
    ['codice interno', 'x'.repeat(41), m.codiceInterno],
    ['marca', ' ', m.marca],
    ['modello', '', m.modello],
    ['anno', 'duemila', m.anno],
    ['anno', '1899', m.anno],
    ['anno', String(new Date().getFullYear() + 1), m.anno],
    ['anno', '', m.anno],
    ['km', '-1', m.km],
    ['km', '12,5', m.km],
    ['cv', '0', m.cv],
    ['kw', '', m.kw],
    ['cilindrata', '1,6', m.cilindrata],
    ['carburante', 'nafta', m.carburante],
    ['carburante', '', m.carburante],
    ['codice motore', '169A4000/1', m.codiceMotore],
    ['codice motore', 'X'.repeat(21), m.codiceMotore],
    ['descrizione', 'x'.repeat(5001), MESSAGGI_IMPORTAZIONE.valoreNonValido],
    ['Musata prezzo', 'gratis', m.prezzo],
    ['Musata prezzo', '-10', m.prezzo],
    ['Musata spedizione', '', m.spedizione],
    ['Musata spedizione', 'n.d.', m.spedizione],
    ['Musata garanzia giorni', '-1', m.garanzia],
    ['Musata garanzia giorni', '3651', m.garanzia],
    ['Musata garanzia giorni', 'un anno', m.garanzia],
    ['Musata grado', 'D', MESSAGGI_IMPORTAZIONE.valoreNonValido],
    ['Musata codice OEM', 'X'.repeat(201), m.codiceOem],
  ])('%s %j: "%s" on its row and column', (colonna, valore, messaggio) => {
    expect(errori({ [colonna]: valore })).toEqual([{ riga: 7, colonna, messaggio }]);
  });

  it('puts a wrong gearbox code under its part’s column', () => {
    const cambio = { 'Cambio prezzo': '280', 'Cambio spedizione': '60', 'Cambio codice cambio': 'C514_5' };
    expect(errori(cambio)).toEqual([{ riga: 7, colonna: 'Cambio codice cambio', messaggio: m.codiceCambio }]);
  });

  it("puts a row without parts on the first part's price", () => {
    expect(errori({ 'Musata prezzo': '', 'Musata spedizione': '' })).toEqual([{ riga: 7, colonna: 'Musata prezzo', messaggio: m.ricambi }]);
  });

  it('refuses a photo named twice, on the repeat', () => {
    expect(errori({ 'foto 2': 'lato.jpg', 'foto 4': 'fronte.jpg' })).toEqual([{ riga: 7, colonna: 'foto 4', messaggio: m.immagineDuplicata }]);
  });

  it('lists every error of a row in the order of its columns, one per column, and keeps a valid code', () => {
    const riga = interpreta({ 'Cambio prezzo': 'x', 'Cambio spedizione': 'y', anno: '3000', marca: '' });
    expect(riga).toEqual({
      valida: false,
      riga: 7,
      codiceInterno: 'A-1',
      titolo: 'Punto 3000',
      numeroTelaio: null,
      errori: [
        { riga: 7, colonna: 'marca', messaggio: m.marca },
        { riga: 7, colonna: 'anno', messaggio: m.anno },
        { riga: 7, colonna: 'Cambio prezzo', messaggio: m.prezzo },
        { riga: 7, colonna: 'Cambio spedizione', messaggio: m.spedizione },
      ],
    });
  });

  it("finds the columns wherever the sheet has them, by the header's words", () => {
    const intestazioni = [...COLONNE].reverse().map((c) => c.toUpperCase());
    const celle = [...rigaValida({ marca: 'Lancia' })].reverse();
    const riga = interpretaRiga(intestazioni, { riga: 2, celle });
    expect(riga.valida && riga.inserzione.marca).toBe('Lancia');
  });
});
