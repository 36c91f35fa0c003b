// The days of the opening hours apart from their schema: a seller's public page prints them without zod.

export const GIORNI = ['lunedi', 'martedi', 'mercoledi', 'giovedi', 'venerdi', 'sabato', 'domenica'] as const;
export type Giorno = (typeof GIORNI)[number];

/** The weekday as the Italian screens print it (the keys have no accents). */
export const NOME_GIORNO: Record<Giorno, string> = {
  lunedi: 'Lunedì',
  martedi: 'Martedì',
  mercoledi: 'Mercoledì',
  giovedi: 'Giovedì',
  venerdi: 'Venerdì',
  sabato: 'Sabato',
  domenica: 'Domenica',
};
