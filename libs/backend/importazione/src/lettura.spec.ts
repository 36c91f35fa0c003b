import { LIMITI_IMPORTAZIONE, MESSAGGI_IMPORTAZIONE } from '@ricambiamo/contracts';
import { Workbook } from 'exceljs';
import { encode } from 'iconv-lite';
import { COLONNE } from './colonne';
import { FoglioNonValidoError, leggiFoglio, type FoglioLetto } from './lettura';
import { modelloXlsx } from './modello';
import { interpretaRiga, type RigaValida } from './riga';
import { rigaValida } from './test/scorta';

const BOM = '\ufeff';
/** Cells joined as a hand-made file would, for cells with no separator, quote or line break in them. */
const testo = (righe: string[][], separatore = ';', aCapo = '\r\n') => righe.map((r) => r.join(separatore)).join(aCapo);

const valida = (foglio: FoglioLetto, i = 0): RigaValida => {
  const riga = interpretaRiga(foglio.intestazioni, foglio.righe[i]);
  if (!riga.valida) throw new Error(JSON.stringify(riga.errori));
  return riga;
};

const rifiuto = async (promessa: Promise<unknown>): Promise<FoglioNonValidoError> => {
  const errore = await promessa.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(errore instanceof FoglioNonValidoError)) throw new Error(`expected FoglioNonValidoError, got ${String(errore)}`);
  return errore;
};

describe('reading a CSV', () => {
  it('reads ";", decimal commas and thousands dots, and a UTF-8 BOM', async () => {
    const bytes = Buffer.from(BOM + testo([[...COLONNE], rigaValida({ 'Musata prezzo': '1.250,50', 'Musata spedizione': '12,5', marca: 'Citroën' })]));
    const foglio = await leggiFoglio(bytes, 'csv');
    expect(foglio.intestazioni).toEqual(COLONNE);
    expect(foglio.righe).toHaveLength(1);
    expect(foglio.righe[0].riga).toBe(2);
    const { inserzione } = valida(foglio);
    expect(inserzione.marca).toBe('Citroën');
    expect(inserzione.ricambi[0]).toMatchObject({ prezzoCentesimi: 125050, spedizioneCentesimi: 1250 });
  });

  it('decodes Windows-1252 when the bytes are not UTF-8', async () => {
    const righe = [[...COLONNE], rigaValida({ marca: 'Citroën', modello: 'C3', descrizione: 'Peugeot 308 – bianca, più ricambi' })];
    const bytes = encode(testo(righe), 'win1252');
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    const { inserzione } = valida(await leggiFoglio(bytes, 'csv'));
    expect(inserzione.marca).toBe('Citroën');
    expect(inserzione.descrizione).toBe('Peugeot 308 – bianca, più ricambi');
  });

  it('reads a comma-separated file, with quoted decimal commas and dotted decimals', async () => {
    const riga = rigaValida({ 'Musata prezzo': '"1250,50"', 'Musata spedizione': '12.5', descrizione: '"Rossa, 5 porte"' });
    const { inserzione } = valida(await leggiFoglio(Buffer.from(testo([[...COLONNE], riga], ',', '\n')), 'csv'));
    expect(inserzione.ricambi[0]).toMatchObject({ prezzoCentesimi: 125050, spedizioneCentesimi: 1250 });
    expect(inserzione.descrizione).toBe('Rossa, 5 porte');
  });

  it('reads a tab-separated UTF-16 file, as Excel saves "Testo Unicode"', async () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(testo([[...COLONNE], rigaValida({ marca: 'Citroën' })], '\t'), 'utf16le')]);
    expect(valida(await leggiFoglio(bytes, 'csv')).inserzione.marca).toBe('Citroën');
  });

  it("takes Excel's sep= hint line as the separator, not as a row", async () => {
    const bytes = Buffer.from(`sep=;\r\n${testo([[...COLONNE], rigaValida()])}`);
    const foglio = await leggiFoglio(bytes, 'csv');
    expect(foglio.righe[0].riga).toBe(2);
    valida(foglio);
  });

  it('skips fully empty rows but numbers rows as the spreadsheet does, a quoted line break included', async () => {
    const vuota = COLONNE.map(() => '');
    const bytes = Buffer.from(
      testo([[...COLONNE], rigaValida({ descrizione: '"Prima riga\nseconda riga"' }), vuota, [], rigaValida({ 'codice interno': 'A-2' })]) + '\r\n',
    );
    const foglio = await leggiFoglio(bytes, 'csv');
    expect(foglio.righe.map((r) => r.riga)).toEqual([2, 5]);
    expect(valida(foglio, 0).inserzione.descrizione).toBe('Prima riga\nseconda riga');
    expect(valida(foglio, 1).codiceInterno).toBe('A-2');
  });

  it('matches headers whatever their case and spacing, and ignores columns of its own', async () => {
    const intestazioni = [...COLONNE.map((c) => `  ${c.toUpperCase().replace(' ', '   ')} `), 'note del magazzino'];
    const foglio = await leggiFoglio(Buffer.from(testo([intestazioni, [...rigaValida(), 'scaffale 3']])), 'csv');
    expect(valida(foglio).inserzione.marca).toBe('Fiat');
  });

  it('names the missing columns', async () => {
    const senza = COLONNE.filter((c) => c !== 'km' && c !== 'Kit Airbag codice OEM');
    const errore = await rifiuto(leggiFoglio(Buffer.from(testo([senza])), 'csv'));
    expect(errore.motivo).toBe('intestazioniMancanti');
    expect(errore.message).toBe(MESSAGGI_IMPORTAZIONE.intestazioniMancanti(['km', 'Kit Airbag codice OEM']));
  });

  it('refuses a file that is no sheet of the template, and a broken CSV', async () => {
    for (const bytes of [Buffer.from(''), Buffer.from('nome,cognome\nMario,Rossi\n'), Buffer.from(`${testo([[...COLONNE]])}\r\n"A-1;Fiat`)]) {
      const errore = await rifiuto(leggiFoglio(bytes, 'csv'));
      expect(errore.motivo).toBe('fileIllegibile');
      expect(errore.message).toBe(MESSAGGI_IMPORTAZIONE.fileIllegibile);
    }
  });

  it(`takes up to ${LIMITI_IMPORTAZIONE.righe} rows and refuses one more`, async () => {
    const riga = rigaValida().join(';');
    const file = (n: number) => Buffer.from([COLONNE.join(';'), ...Array.from({ length: n }, () => riga)].join('\n'));
    expect((await leggiFoglio(file(LIMITI_IMPORTAZIONE.righe), 'csv')).righe).toHaveLength(LIMITI_IMPORTAZIONE.righe);
    const errore = await rifiuto(leggiFoglio(file(LIMITI_IMPORTAZIONE.righe + 1), 'csv'));
    expect(errore.motivo).toBe('troppeRighe');
    expect(errore.message).toBe(MESSAGGI_IMPORTAZIONE.troppeRighe);
  });
});

describe('reading an XLSX', () => {
  it("reads the template's own example row", async () => {
    const foglio = await leggiFoglio(await modelloXlsx(), 'xlsx');
    expect(foglio.intestazioni).toEqual(COLONNE);
    expect(foglio.righe).toHaveLength(1);
    const riga = valida(foglio);
    expect(riga.riga).toBe(2);
    expect(riga.inserzione.ricambi.map((r) => [r.nome, r.prezzoCentesimi])).toEqual([
      ['Musata', 25000],
      ['Motore completo', 120000],
    ]);
  });

  it('reads numbers, rich text, formulas and text of the first sheet, skipping empty rows', async () => {
    const cartella = new Workbook();
    const foglio = cartella.addWorksheet('Le mie auto');
    cartella.addWorksheet('Altro').addRow(['ignorato']);
    foglio.addRow([...COLONNE]);
    const valori: (string | number | object)[] = rigaValida({ 'codice interno': '00123' });
    valori[COLONNE.indexOf('marca')] = { richText: [{ text: 'Cit' }, { text: 'roën' }] };
    valori[COLONNE.indexOf('km')] = 120000;
    valori[COLONNE.indexOf('Musata prezzo')] = 1250.5;
    valori[COLONNE.indexOf('Musata spedizione')] = { formula: '10*4', result: 40 };
    foglio.addRow(valori);
    foglio.addRow([]);
    // Blank to the eye: only spaces.
    foglio.getRow(4).getCell(1).value = '  ';
    foglio.addRow(rigaValida({ 'codice interno': 'A-3' }));
    const letto = await leggiFoglio(Buffer.from(await cartella.xlsx.writeBuffer()), 'xlsx');
    expect(letto.righe.map((r) => r.riga)).toEqual([2, 5]);
    const { codiceInterno, inserzione } = valida(letto);
    expect(codiceInterno).toBe('00123');
    expect(inserzione).toMatchObject({ marca: 'Citroën', km: 120000 });
    expect(inserzione.ricambi[0]).toMatchObject({ prezzoCentesimi: 125050, spedizioneCentesimi: 4000 });
  });

  it('refuses bytes that are no workbook', async () => {
    expect((await rifiuto(leggiFoglio(Buffer.from('non è un file Excel'), 'xlsx'))).motivo).toBe('fileIllegibile');
  });
});
