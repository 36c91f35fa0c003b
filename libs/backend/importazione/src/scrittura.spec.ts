import type { AutoScortaDto } from '@ricambiamo/contracts';
import { Workbook } from 'exceljs';
import { anteprima } from './anteprima';
import { COLONNE } from './colonne';
import { leggiFoglio } from './lettura';
import { interpretaRiga } from './riga';
import { righeDaScorta, scriviCsv, scriviXlsx } from './scrittura';
import { autoScorta, chiave, ricambio } from './test/scorta';

const colonna = (riga: string[], nome: string) => riga[COLONNE.indexOf(nome)];

/** A stock with what a sheet finds hardest to carry unchanged. */
const scorta = (): AutoScortaDto[] => [
  autoScorta({
    codiceInterno: '00123',
    marca: 'Citroën',
    modello: 'C3 Picasso',
    carburante: 'gpl',
    codiceMotore: 'K9K 608',
    numeroTelaio: 'VF7SH8FP0AT123456',
    descrizione: 'Peugeot 308 – bianca; "come nuova"\nseconda riga, con virgole\r\nterza riga',
    immagini: [chiave(), chiave(), chiave()],
    ricambi: [
      ricambio('Musata', { prezzoCentesimi: 125050, spedizioneCentesimi: 1999, grado: 'A', garanziaGiorni: 90, codiceOem: 'AB-12;3' }),
      // An order holds it: exported as it is, and left so.
      ricambio('Cambio', { disponibile: false, prezzoCentesimi: 33333, descrizione: 'riservato "a Mario"', codiceCambio: 'JR5 303' }),
      ricambio('Motore completo', { codiceOem: '46.760.000, 46760001', codiceCambio: '0001' }),
      ricambio('Kit Airbag', { prezzoCentesimi: 0, spedizioneCentesimi: 0, descrizione: 'Perché è così' }),
    ],
  }),
  autoScorta({ codiceInterno: null, carburante: 'diesel', km: 0, ricambi: [ricambio('Centralina ECU', { prezzoCentesimi: 1 })] }),
  // Published before the VIN's shape was checked: kept as it is.
  autoScorta({ codiceInterno: 'C-1', numeroTelaio: 'ZFA1' }),
  autoScorta({ codiceInterno: 'B/7 x.1', immagini: [chiave(), chiave(), chiave(), chiave(), chiave()] }),
];

describe('exporting the stock', () => {
  it('writes each listing as a row of the template', () => {
    const auto = scorta();
    const [prima, seconda] = righeDaScorta(auto);
    expect(prima).toHaveLength(COLONNE.length);
    expect(colonna(prima, 'codice interno')).toBe('00123');
    expect(colonna(seconda, 'codice interno')).toBe(auto[1].id);
    expect(colonna(prima, 'carburante')).toBe('gpl');
    expect(colonna(prima, 'foto 3')).toBe(auto[0].immagini[2]);
    expect(colonna(prima, 'foto 4')).toBe('');
    expect(colonna(prima, 'Musata prezzo')).toBe('1250,50');
    expect(colonna(prima, 'Musata spedizione')).toBe('19,99');
    expect(colonna(prima, 'Musata garanzia giorni')).toBe('90');
    expect(colonna(prima, 'Cambio prezzo')).toBe('333,33');
    expect(colonna(prima, 'Kit Airbag prezzo')).toBe('0,00');
    expect(colonna(prima, 'codice motore')).toBe('K9K 608');
    expect(colonna(seconda, 'codice motore')).toBe('');
    expect(colonna(prima, 'Cambio codice cambio')).toBe('JR5 303');
    expect(colonna(prima, 'Motore completo codice OEM')).toBe('46.760.000, 46760001');
    expect(colonna(prima, 'Motore completo codice cambio')).toBe('0001');
    expect(colonna(prima, 'Bagagliaio prezzo')).toBe('');
    expect(colonna(prima, 'Bagagliaio garanzia giorni')).toBe('');
  });

  it('writes a CSV Excel opens: UTF-8 with a BOM, ";", line breaks quoted', () => {
    const bytes = scriviCsv(['a', 'b;c'], [['x\ny', 'è "sì"']]);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe('a;"b;c"\r\n"x\ny";"è ""sì"""\r\n');
  });

  it('writes numbers as numbers in an XLSX and codes as text', async () => {
    const cartella = new Workbook();
    await cartella.xlsx.load((await scriviXlsx(COLONNE, righeDaScorta(scorta()), 'Auto')) as unknown as ArrayBuffer);
    const foglio = cartella.getWorksheet('Auto')!;
    const valore = (nome: string) => foglio.getRow(2).getCell(COLONNE.indexOf(nome) + 1).value;
    expect(valore('codice interno')).toBe('00123');
    expect(valore('anno')).toBe(2012);
    expect(valore('Musata prezzo')).toBe(1250.5);
    expect(valore('Musata garanzia giorni')).toBe(90);
    expect(valore('Bagagliaio prezzo')).toBeNull();
    // A code of digits stays text, leading zeros and all.
    expect(valore('Motore completo codice cambio')).toBe('0001');
  });

  describe.each(['csv', 'xlsx'] as const)('then importing the same stock from %s', (formato) => {
    it('changes nothing and costs nothing', async () => {
      const auto = scorta();
      const righe = righeDaScorta(auto);
      const bytes = formato === 'csv' ? scriviCsv(COLONNE, righe) : await scriviXlsx(COLONNE, righe, 'Auto');
      const foglio = await leggiFoglio(bytes, formato);
      expect(foglio.righe.map((r) => r.riga)).toEqual([2, 3, 4, 5]);
      const esito = anteprima({
        righe: foglio.righe.map((riga) => interpretaRiga(foglio.intestazioni, riga)),
        scorta: auto,
        fotoDisponibili: () => false,
        rimuovi: true,
      });
      expect(esito.righe.map((r) => [r.esito, r.autoId, r.errori])).toEqual(auto.map((a) => ['invariata', a.id, []]));
      expect(esito.conteggi).toEqual({ nuove: 0, modificate: 0, invariate: 4, rimosse: 0, errori: 0 });
      expect(esito.costoGettoni).toBe(0);
    });
  });
});
