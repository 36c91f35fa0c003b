/**
 * Money and dates the Italian way (docs/architecture.md#data, docs/rules.md §9), for every place that writes them for a person: the web
 * app and the texts the services send (notifications, e-mails). Dates are Italy's wall clock whatever the machine's
 * time zone: a server in UTC must not tell a buyer a deadline an hour off.
 */
const FUSO_ORARIO = 'Europe/Rome';

const ENTITA: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text made safe for HTML and XML alike, in element content and attribute values: mails, previews, the sitemap. */
export const escapeHtml = (testo: string): string => testo.replace(/[&<>"']/g, (c) => ENTITA[c]);

// Italian writing groups thousands from four digits on ("2.500,00 €"); Intl's it-IT leaves a four-digit amount
// ungrouped unless told to always group.
const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: 'always' });
const euroInteri = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, useGrouping: 'always' });

const intero = new Intl.NumberFormat('it-IT', { useGrouping: 'always' });

/** A count: 12500 → "12.500". */
export const formattaNumero = (n: number): string => intero.format(n);

/**
 * A count and its noun, agreed: (1, 'ricambio disponibile', 'ricambi disponibili') → "1 ricambio disponibile", 3 →
 * "3 ricambi disponibili", 0 → "0 ricambi disponibili" (Italian takes the plural for none). The one way a count meets a
 * noun, in the web and in the texts the services send.
 */
export const conteggio = (n: number, singolare: string, plurale: string): string =>
  `${formattaNumero(n)} ${n === 1 ? singolare : plurale}`;

/** Money travels as integer cents: 123450 → "1.234,50 €"; `interi` drops the decimals for round claims like savings. */
export const formattaEuro = (centesimi: number, { interi = false }: { interi?: boolean } = {}): string =>
  (interi ? euroInteri : euro).format(centesimi / 100);

const dataOra = new Intl.DateTimeFormat('it-IT', { dateStyle: 'long', timeStyle: 'short', timeZone: FUSO_ORARIO });

/** A moment as a person in Italy reads it: "23 novembre 2026 alle ore 16:05". */
export const formattaDataOra = (iso: string | Date): string => dataOra.format(new Date(iso));
