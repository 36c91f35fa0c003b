/** Codice del Consumo art. 52: a consumer may withdraw within 14 days of receiving the goods. */
export const GIORNI_RECESSO = 14;
