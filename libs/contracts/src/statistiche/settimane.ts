/**
 * The weeks of the seller's statistics (docs/rules.md §3.15): Italian weeks, Monday to Sunday on Italy's clock, the
 * current one and the SETTIMANE_STATISTICHE - 1 before it. A week is named by its Monday, `YYYY-MM-DD`, in the services'
 * replies, the GraphQL schema and the charts alike, so catalogue's views and orders' sales meet on the same key.
 */
export const SETTIMANE_STATISTICHE = 12;

const FUSO_ORARIO = 'Europe/Rome';
const GIORNO_MS = 24 * 60 * 60 * 1000;

// en-CA writes a date as YYYY-MM-DD.
const giornoIso = new Intl.DateTimeFormat('en-CA', { timeZone: FUSO_ORARIO, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day in Italy at `ora`, `YYYY-MM-DD`: a view counted at 00:30 in Rome belongs to that day, whatever the server's zone. */
export const giornoItaliano = (ora: Date): string => giornoIso.format(ora);

/** `YYYY-MM-DD` moved by whole days, on the calendar (noon UTC, so no daylight-saving change can move it by a day). */
const spostaGiorno = (giorno: string, giorni: number): string =>
  new Date(Date.parse(`${giorno}T12:00:00Z`) + giorni * GIORNO_MS).toISOString().slice(0, 10);

/** The Monday of the Italian week holding `giorno` (`YYYY-MM-DD`). */
export const lunediDi = (giorno: string): string => {
  const giornoSettimana = new Date(`${giorno}T12:00:00Z`).getUTCDay();
  return spostaGiorno(giorno, -((giornoSettimana + 6) % 7));
};

/** The Mondays of the statistics' weeks at `ora`, oldest first; the last is the current week's. */
export function settimaneStatistiche(ora: Date, quante = SETTIMANE_STATISTICHE): string[] {
  const corrente = lunediDi(giornoItaliano(ora));
  return Array.from({ length: quante }, (_, i) => spostaGiorno(corrente, -7 * (quante - 1 - i)));
}

/**
 * One row per week of `settimane`, in their order: the row a query found for it, or `vuota(settimana)` for a week
 * without any (a query groups only the weeks that have rows).
 */
export function perSettimana<R extends { settimana: string }>(settimane: readonly string[], righe: readonly R[], vuota: (settimana: string) => R): R[] {
  const trovate = new Map(righe.map((riga) => [riga.settimana, riga]));
  return settimane.map((settimana) => trovate.get(settimana) ?? vuota(settimana));
}

/** Orders per view, or null for a week without views, where the ratio means nothing (not 0, nor infinity). */
export const conversione = (ordini: number, visualizzazioni: number): number | null =>
  visualizzazioni > 0 ? ordini / visualizzazioni : null;
