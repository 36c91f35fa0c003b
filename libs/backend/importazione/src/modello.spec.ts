import { Workbook } from 'exceljs';
import { COLONNE } from './colonne';
import { leggiFoglio } from './lettura';
import { FOGLIO_AUTO, FOGLIO_ISTRUZIONI, modelloCsv, modelloXlsx, RIGA_ESEMPIO } from './modello';
import { interpretaRiga } from './riga';

describe('the template', () => {
  it('is a CSV with a BOM, ";", the columns and a valid example row', async () => {
    const bytes = modelloCsv();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8').split('\r\n')[0]).toBe(COLONNE.join(';'));
    const foglio = await leggiFoglio(bytes, 'csv');
    expect(foglio.righe).toEqual([{ riga: 2, celle: RIGA_ESEMPIO }]);
    expect(interpretaRiga(foglio.intestazioni, foglio.righe[0])).toMatchObject({
      valida: true,
      codiceInterno: 'A-0001',
      inserzione: { codiceMotore: '169A4000', ricambi: expect.arrayContaining([expect.objectContaining({ nome: 'Motore completo', codiceCambio: 'C514' })]) },
    });
  });

  it('is an XLSX with the cars first and the instructions after', async () => {
    const cartella = new Workbook();
    await cartella.xlsx.load((await modelloXlsx()) as unknown as ArrayBuffer);
    expect(cartella.worksheets.map((foglio) => foglio.name)).toEqual([FOGLIO_AUTO, FOGLIO_ISTRUZIONI]);
    const istruzioni: string[] = [];
    cartella.getWorksheet(FOGLIO_ISTRUZIONI)!.eachRow((riga) => istruzioni.push(`${riga.getCell(1).text}: ${riga.getCell(2).text}`));
    const testo = istruzioni.join('\n');
    for (const regola of [
      'codice interno',
      'diverso per ogni auto',
      'Prezzo vuoto = ricambio assente',
      'nome del file nel file ZIP',
      'A, B, C',
      '5 gettoni per ogni auto nuova, 1 per ogni auto modificata, 0 per le auto invariate o rimosse',
      'al massimo 5.000 righe',
      'codice motore',
      'Più codici OEM nella stessa cella',
      'Cambio codice cambio, Motore completo codice cambio',
      '17 caratteri, senza le lettere I, O e Q',
    ]) {
      expect(testo).toContain(regola);
    }
  });
});
