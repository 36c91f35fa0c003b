import type { Giorno, Orari } from '@ricambiamo/contracts';

/** Yards keep Italian hours wherever the buyer is. */
const ORA_ITALIANA = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Rome',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const GIORNO_DA_SIGLA: Record<string, Giorno> = {
  Mon: 'lunedi',
  Tue: 'martedi',
  Wed: 'mercoledi',
  Thu: 'giovedi',
  Fri: 'venerdi',
  Sat: 'sabato',
  Sun: 'domenica',
};

/** Today's weekday and whether the seller is open at `adesso`, both in Europe/Rome time. */
export function statoApertura(orari: Orari, adesso: Date): { oggi: Giorno; aperto: boolean } {
  const parti = Object.fromEntries(ORA_ITALIANA.formatToParts(adesso).map((p) => [p.type, p.value]));
  const oggi = GIORNO_DA_SIGLA[parti.weekday];
  const ora = `${parti.hour}:${parti.minute}`;
  const { apertura, chiusura, chiuso } = orari[oggi];
  // "HH:MM" strings compare in time order; the closing minute itself is already closed.
  return { oggi, aperto: !chiuso && apertura <= ora && ora < chiusura };
}
