const due = (n: number) => String(n).padStart(2, '0');

/** A countdown's remaining time, e.g. "23 h 05 min 09 s"; never negative. */
export function formattaDurata(ms: number): string {
  const secondi = Math.max(0, Math.floor(ms / 1000));
  const ore = Math.floor(secondi / 3600);
  return `${ore} h ${due(Math.floor((secondi % 3600) / 60))} min ${due(secondi % 60)} s`;
}
