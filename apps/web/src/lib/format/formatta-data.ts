const data = new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** docs/rules.md §9: dates in Italian format, e.g. 21/11/2026. */
export const formattaData = (iso: string): string => data.format(new Date(iso));

const numero = new Intl.NumberFormat('it-IT');

/** Thousands separated the Italian way: 128.000 km. */
export const formattaNumero = (n: number): string => numero.format(n);
