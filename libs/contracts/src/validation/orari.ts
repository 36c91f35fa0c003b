import { z } from 'zod';
import type { Giorno } from './orari-testi';
import { GIORNI } from './orari-testi';

const ORA = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A time is kept and shown as "HH:MM" on the 24-hour clock, whatever the browser's language (docs/rules.md §6.4). */
export const MESSAGGIO_FORMATO_ORARIO = "Scrivi l'orario nel formato 24 ore, per esempio 08:30";

export const orarioSchema = z.object({
  apertura: z.string().regex(ORA, MESSAGGIO_FORMATO_ORARIO),
  chiusura: z.string().regex(ORA, MESSAGGIO_FORMATO_ORARIO),
  chiuso: z.boolean(),
});
export type Orario = z.infer<typeof orarioSchema>;

export const orariSchema = z.object(
  Object.fromEntries(GIORNI.map((giorno) => [giorno, orarioSchema])) as Record<Giorno, typeof orarioSchema>,
);
export type Orari = z.infer<typeof orariSchema>;

const feriale: Orario = { apertura: '08:00', chiusura: '18:00', chiuso: false };

/** docs/rules.md §9: Mon-Fri 08:00-18:00, Sat 08:00-12:00, Sun closed (kept with 08:00-12:00). */
export const ORARI_DEFAULT: Orari = {
  lunedi: feriale,
  martedi: feriale,
  mercoledi: feriale,
  giovedi: feriale,
  venerdi: feriale,
  sabato: { apertura: '08:00', chiusura: '12:00', chiuso: false },
  domenica: { apertura: '08:00', chiusura: '12:00', chiuso: true },
};
