import { LIMITI_IMPORTAZIONE, MESSAGGI_IMPORTAZIONE, type FormatoFoglio } from '@ricambiamo/contracts';
import type { CellValue } from 'exceljs';
import { nuovaCartella } from './cartella';
import { COLONNE, colonneMancanti } from './colonne';

/** A sheet's row as the seller wrote it: its number as the spreadsheet shows it (the header is 1), its cells as text. */
export interface RigaFoglio {
  riga: number;
  celle: string[];
}

export interface FoglioLetto {
  /** The headers as written; the template's columns among them are found by `colonnaDi`. */
  intestazioni: string[];
  /** Data rows only, without fully empty ones. */
  righe: RigaFoglio[];
}

export type MotivoFoglioNonValido = 'fileIllegibile' | 'intestazioniMancanti' | 'troppeRighe';

/** A sheet that cannot be imported at all; `message` is the Italian text the seller reads. */
export class FoglioNonValidoError extends Error {
  constructor(
    readonly motivo: MotivoFoglioNonValido,
    message: string,
  ) {
    super(message);
    this.name = 'FoglioNonValidoError';
  }
}

const illegibile = () => new FoglioNonValidoError('fileIllegibile', MESSAGGI_IMPORTAZIONE.fileIllegibile);

/** Reads a CSV or XLSX sheet into text cells; throws FoglioNonValidoError when it cannot be imported at all. */
export async function leggiFoglio(bytes: Buffer, formato: FormatoFoglio): Promise<FoglioLetto> {
  const tabella = formato === 'csv' ? await tabellaCsv(bytes) : await tabellaXlsx(bytes);
  const [intestazione, ...dati] = tabella[0]?.riga === 1 ? tabella : [{ riga: 1, celle: [] }, ...tabella];
  const intestazioni = intestazione.celle.map((cella) => cella.trim());
  const mancanti = colonneMancanti(intestazioni);
  // Not one of the template's headers: another file, or one saved otherwise, rather than a template short of a column.
  if (mancanti.length === COLONNE.length) throw illegibile();
  if (mancanti.length > 0) {
    throw new FoglioNonValidoError('intestazioniMancanti', MESSAGGI_IMPORTAZIONE.intestazioniMancanti(mancanti));
  }
  const righe = dati
    .filter((riga) => riga.celle.some((cella) => cella.trim() !== ''))
    .map(({ riga, celle }) => ({ riga, celle: [...celle, ...vuote(intestazioni.length - celle.length)] }));
  if (righe.length > LIMITI_IMPORTAZIONE.righe) throw new FoglioNonValidoError('troppeRighe', MESSAGGI_IMPORTAZIONE.troppeRighe);
  return { intestazioni, righe };
}

const vuote = (n: number): string[] => Array.from({ length: Math.max(0, n) }, () => '');

const utf8Rigoroso = new TextDecoder('utf-8', { fatal: true });

/**
 * An Italian Excel saves "CSV" in Windows-1252 and "CSV UTF-8" with a BOM; "Testo Unicode" is UTF-16 with a BOM. Bytes
 * that are not valid UTF-8 are taken for Windows-1252, which decodes any byte: a Latin-1 file reads the same, accents
 * included, except for the rare C1 controls.
 */
function testoDi(bytes: Buffer): string {
  // Required with the first sheet read, as the parser below and exceljs are (cartella.ts).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { decode } = require('iconv-lite') as typeof import('iconv-lite');
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decode(bytes.subarray(2), 'utf16le');
  const senzaBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return utf8Rigoroso.decode(senzaBom);
  } catch {
    return decode(senzaBom, 'win1252');
  }
}

const SEPARATORI = [';', ',', '\t'] as const;

/** The separator the header uses most, outside quotes; a tie goes to ";", what an Italian Excel writes. */
function separatoreDi(intestazione: string): string {
  const volte = new Map<string, number>(SEPARATORI.map((s) => [s, 0]));
  let traVirgolette = false;
  for (const carattere of intestazione) {
    if (carattere === '"') traVirgolette = !traVirgolette;
    else if (!traVirgolette && volte.has(carattere)) volte.set(carattere, (volte.get(carattere) ?? 0) + 1);
  }
  return SEPARATORI.reduce((migliore, s) => ((volte.get(s) ?? 0) > (volte.get(migliore) ?? 0) ? s : migliore));
}

/** Excel's hint on the first line ("sep=;") names the separator and is no row of the sheet. */
const SUGGERIMENTO_SEPARATORE = /^sep=(.)\r?\n/i;

async function tabellaCsv(bytes: Buffer): Promise<RigaFoglio[]> {
  let testo = testoDi(bytes);
  let separatore: string;
  const suggerimento = SUGGERIMENTO_SEPARATORE.exec(testo);
  if (suggerimento) {
    separatore = suggerimento[1];
    testo = testo.slice(suggerimento[0].length);
  } else {
    separatore = separatoreDi(testo.slice(0, testo.search(/\r?\n|$/)));
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { parse } = require('csv-parse') as typeof import('csv-parse');
  const records = await new Promise<string[][]>((resolve, reject) =>
    parse(
      testo,
      // Empty lines stay records so that each keeps the number the spreadsheet shows; loose quotes (17" wheels) are
      // text, as a spreadsheet reads them.
      { delimiter: separatore, relax_column_count: true, relax_quotes: true, skip_empty_lines: false },
      (errore, righe: string[][] | undefined) => (errore || !righe ? reject(illegibile()) : resolve(righe)),
    ),
  );
  return records.map((celle, i) => ({ riga: i + 1, celle }));
}

async function tabellaXlsx(bytes: Buffer): Promise<RigaFoglio[]> {
  const cartella = nuovaCartella();
  try {
    // exceljs declares its own Buffer type, an ArrayBuffer; Node's Buffer is what it reads at run time.
    await cartella.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw illegibile();
  }
  const foglio = cartella.worksheets[0];
  if (!foglio) throw illegibile();
  const righe: RigaFoglio[] = [];
  foglio.eachRow((row, numero) => {
    const celle = vuote(row.cellCount);
    row.eachCell((cell, colonna) => {
      celle[colonna - 1] = testoCella(cell.value);
    });
    righe.push({ riga: numero, celle });
  });
  return righe;
}

/**
 * What a cell shows as text. A number is written with a decimal comma and no grouping ("1250,5"), as an Italian CSV
 * would have it, so the same reading rules apply to both formats and a dot is never mistaken for thousands.
 */
function testoCella(valore: CellValue): string {
  if (valore === null || valore === undefined) return '';
  if (typeof valore === 'number') return String(valore).replace('.', ',');
  if (typeof valore === 'string') return valore;
  if (typeof valore === 'boolean') return valore ? 'VERO' : 'FALSO';
  if (valore instanceof Date) return valore.toISOString().slice(0, 10);
  if ('richText' in valore) return valore.richText.map((parte) => parte.text).join('');
  if ('hyperlink' in valore) return valore.text;
  if ('formula' in valore || 'sharedFormula' in valore) return testoCella(valore.result);
  if ('error' in valore) return valore.error;
  return '';
}
