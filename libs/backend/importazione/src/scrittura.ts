import { CATALOGO_RICAMBI, MAX_IMMAGINI_INSERZIONE, type AutoScortaDto } from '@ricambiamo/contracts';
import type { Input, Options } from 'csv-stringify';
import type { Workbook, Worksheet } from 'exceljs';
import { nuovaCartella } from './cartella';
import { centesimiInEuro, euroInCentesimi, intero } from './celle';
import { campiRicambio, COLONNE_EURO, COLONNE_INTERE, colonnaDi, type CampoRicambio } from './colonne';

/**
 * The seller's stock as rows of the template, in COLONNE's order: what an import reads back as unchanged. A listing
 * without a code of its own is written with its id, which an import matches in its place; photos are written as the
 * listing's image keys, which an import recognises without a ZIP.
 */
export function righeDaScorta(scorta: readonly AutoScortaDto[]): string[][] {
  return scorta.map((auto) => {
    const foto = Array.from({ length: MAX_IMMAGINI_INSERZIONE }, (_, i) => auto.immagini[i] ?? '');
    const ricambi = CATALOGO_RICAMBI.flatMap((nome) => {
      const ricambio = auto.ricambi.find((r) => r.nome === nome);
      const valori: Record<CampoRicambio, string> = ricambio
        ? {
            prezzoCentesimi: centesimiInEuro(ricambio.prezzoCentesimi),
            spedizioneCentesimi: centesimiInEuro(ricambio.spedizioneCentesimi),
            grado: ricambio.grado ?? '',
            garanziaGiorni: String(ricambio.garanziaGiorni),
            codiceOem: ricambio.codiceOem ?? '',
            codiceCambio: ricambio.codiceCambio ?? '',
            descrizione: ricambio.descrizione ?? '',
          }
        : { prezzoCentesimi: '', spedizioneCentesimi: '', grado: '', garanziaGiorni: '', codiceOem: '', codiceCambio: '', descrizione: '' };
      return campiRicambio(nome).map((campo) => valori[campo]);
    });
    return [
      auto.codiceInterno ?? auto.id,
      auto.marca,
      auto.modello,
      String(auto.anno),
      String(auto.km),
      String(auto.cv),
      String(auto.kw),
      String(auto.cilindrata),
      auto.codiceMotore ?? '',
      auto.carburante,
      auto.numeroTelaio ?? '',
      auto.descrizione ?? '',
      ...foto,
      ...ricambi,
    ];
  });
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * UTF-8 with a BOM and ";": what an Italian Excel opens as columns, accents intact. A cell with a line break is quoted
 * whichever break it holds, since a description may carry "\n" inside "\r\n" records.
 */
export function scriviCsv(intestazioni: readonly string[], righe: readonly (readonly string[])[]): Buffer {
  // Required with the first sheet written, as exceljs is (cartella.ts). The repository resolves modules the node10
  // way, which reads no package "exports": the typings of csv-stringify's synchronous entry are out of the compiler's
  // reach, not the entry itself, which Node resolves at run time. The signature is the one its own typings declare.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { stringify } = require('csv-stringify/sync') as { stringify: (input: Input, options?: Options) => string };
  const testo = stringify([intestazioni, ...righe], { delimiter: ';', record_delimiter: '\r\n', quoted_match: /[\r\n]/ });
  return Buffer.concat([BOM, Buffer.from(testo, 'utf8')]);
}

/** One sheet, as scriviXlsx writes it, into a workbook that may hold others. */
export function aggiungiFoglio(
  cartella: Workbook,
  intestazioni: readonly string[],
  righe: readonly (readonly string[])[],
  nomeFoglio: string,
): Worksheet {
  const foglio = cartella.addWorksheet(nomeFoglio, { views: [{ state: 'frozen', ySplit: 1 }] });
  foglio.addRow([...intestazioni]).font = { bold: true };
  const colonne = intestazioni.map(colonnaDi);
  for (const riga of righe) foglio.addRow(riga.map((cella, i) => valoreXlsx(colonne[i] ?? null, cella)));
  for (const [i, colonna] of colonne.entries()) {
    const colonnaFoglio = foglio.getColumn(i + 1);
    colonnaFoglio.width = Math.min(40, Math.max(10, (intestazioni[i]?.length ?? 0) + 2));
    if (colonna && COLONNE_EURO.has(colonna)) colonnaFoglio.numFmt = '#,##0.00';
  }
  return foglio;
}

/** A single-sheet workbook: the template's numbers as numbers, every other cell as text (a code "00123" stays so). */
export async function scriviXlsx(
  intestazioni: readonly string[],
  righe: readonly (readonly string[])[],
  nomeFoglio: string,
): Promise<Buffer> {
  const cartella = nuovaCartella();
  aggiungiFoglio(cartella, intestazioni, righe, nomeFoglio);
  return bufferDi(cartella);
}

export async function bufferDi(cartella: Workbook): Promise<Buffer> {
  return Buffer.from(await cartella.xlsx.writeBuffer());
}

/** A numeric column's cell becomes a number when it reads as one; anything else (a typo in a report) stays as written. */
function valoreXlsx(colonna: string | null, cella: string): string | number | null {
  if (cella === '') return null;
  let numero = NaN;
  if (colonna && COLONNE_EURO.has(colonna)) numero = (euroInCentesimi(cella) ?? NaN) / 100;
  else if (colonna && COLONNE_INTERE.has(colonna)) numero = intero(cella) ?? NaN;
  return Number.isFinite(numero) ? numero : cella;
}
