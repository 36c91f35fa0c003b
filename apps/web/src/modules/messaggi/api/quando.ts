const ora = new Intl.DateTimeFormat('it-IT', { hour: '2-digit', minute: '2-digit' });
const giorno = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'short' });
const giornoAnno = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'short', year: 'numeric' });

/** A list row's time: the hour today, the day this year, the day and year before. */
export function quandoBreve(iso: string, adesso: Date = new Date()): string {
  const data = new Date(iso);
  if (data.toDateString() === adesso.toDateString()) return ora.format(data);
  return (data.getFullYear() === adesso.getFullYear() ? giorno : giornoAnno).format(data);
}
