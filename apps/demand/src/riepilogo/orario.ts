import { FUSO_RIEPILOGO, ORA_RIEPILOGO } from '@ricambiamo/contracts';

const MINUTO = 60_000;
const GIORNO = 24 * 60 * MINUTO;

const parti = new Intl.DateTimeFormat('en-GB', {
  timeZone: FUSO_RIEPILOGO,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

/** The wall clock in Italy at `istante`, as if it were UTC: its difference from `istante` is Italy's offset then. */
function orologioItaliano(istante: Date): number {
  const p = Object.fromEntries(parti.formatToParts(istante).map(({ type, value }) => [type, Number(value)]));
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
}

/** The instant Italy's clocks show `ore`:00 on the given Italian day (given as the UTC midnight of that date). */
function alleOreItaliane(giorno: number, ore: number): Date {
  const orologio = giorno + ore * 60 * MINUTO;
  // Italy is UTC+1 or UTC+2; the offset is the one at the instant found, which 8:00 (never in a change) keeps.
  const scarto = orologioItaliano(new Date(orologio)) - orologio;
  return new Date(orologio - scarto);
}

/**
 * The first morning digest due after `dopo`: the next ORA_RIEPILOGO:00 of Italian time, winter (07:00 UTC) or summer
 * (06:00 UTC), whatever day the clocks change (docs/rules.md §3.19).
 */
export function prossimoRiepilogo(dopo: Date): Date {
  const oggi = Math.floor(orologioItaliano(dopo) / GIORNO) * GIORNO;
  const stamattina = alleOreItaliane(oggi, ORA_RIEPILOGO);
  return stamattina > dopo ? stamattina : alleOreItaliane(oggi + GIORNO, ORA_RIEPILOGO);
}
