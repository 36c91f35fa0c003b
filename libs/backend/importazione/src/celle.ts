import { CARBURANTI } from '@ricambiamo/contracts';

// A cell's text into the value the listing's schema checks, and back. A cell that is no number becomes NaN, never a
// guess, so the shared schema answers with the form's own message for that field.

const SPAZI = /[\s\u00a0\u202f]/g;
/** Italian thousands: "1.250", "120.000", "1.250.000". */
const MIGLIAIA_PUNTO = /^-?\d{1,3}(\.\d{3})+$/;

/**
 * Line breaks as "\n": an XLSX cannot carry "\r" (its XML reads "\r\n" as "\n"), and a browser's text box writes "\n",
 * so a text that differs only in them is the same text.
 */
export const aCapoUniforme = <T extends string | null>(testo: T): T => (testo === null ? testo : (testo.replace(/\r\n?/g, '\n') as T));

/** Empty is "not given" (undefined), so the schema's required message applies, as for an empty box of the form. */
export const testoOppureNulla = (cella: string): string | undefined => (cella.trim() === '' ? undefined : aCapoUniforme(cella.trim()));

/** Optional text: empty is null, as the form sends it. */
export const testoOppureNull = (cella: string): string | null => testoOppureNulla(cella) ?? null;

/** A whole number as an Italian spreadsheet may write it: "120000", "120.000", "120 000". */
export function intero(cella: string): number | undefined {
  const testo = testoOppureNulla(cella)?.replace(SPAZI, '');
  if (testo === undefined) return undefined;
  const cifre = MIGLIAIA_PUNTO.test(testo) ? testo.replace(/\./g, '') : testo;
  return /^-?\d+$/.test(cifre) ? Number(cifre) : NaN;
}

/**
 * Euro into cents. An Italian sheet writes "1.250,50", "12,5" or "300"; a hand-made or English one "1250.50". A comma
 * is always the decimal mark; a dot is one too unless it groups thousands ("1.250" is 1250 €: nobody prices in tenths
 * of a cent). Rounding absorbs float noise (19.99 * 100), as the form does.
 */
export function euroInCentesimi(cella: string): number | undefined {
  const testo = testoOppureNulla(cella)?.replace(SPAZI, '').replace(/€$|^€/, '');
  if (testo === undefined) return undefined;
  let numero: string;
  if (testo.includes(',')) numero = testo.replace(/\./g, '').replace(',', '.');
  else if (MIGLIAIA_PUNTO.test(testo)) numero = testo.replace(/\./g, '');
  else numero = testo;
  return /^-?\d+(\.\d+)?$/.test(numero) ? Math.round(Number(numero) * 100) : NaN;
}

/** "1250,50": the comma an Italian spreadsheet reads as the decimal mark, without grouping to misread. */
export const centesimiInEuro = (centesimi: number): string => (centesimi / 100).toFixed(2).replace('.', ',');

/** "Diesel", "GPL", " benzina ": the fuel as stored; anything else is left as written for the schema to refuse. */
export function carburante(cella: string): string | undefined {
  const testo = testoOppureNulla(cella);
  if (testo === undefined) return undefined;
  return CARBURANTI.find((c) => c === testo.toLowerCase()) ?? testo;
}

/** "A", "b": the grade as stored; empty means none. */
export const grado = (cella: string): string | null => testoOppureNull(cella)?.toUpperCase() ?? null;
