/**
 * How a review names its buyer: the first name and the initial of the last, from the name the order was shipped to
 * ("Mario Rossi" → "Mario R."). A public page shows no one's full name.
 */
export function autoreRecensione(nome: string): string {
  const parti = nome.trim().split(/\s+/).filter(Boolean);
  if (parti.length === 0) return 'Acquirente';
  const [primo, ...resto] = parti;
  const cognome = resto.at(-1);
  return cognome ? `${primo} ${cognome[0].toLocaleUpperCase('it-IT')}.` : primo;
}
