/** A record's optional texts as a form's inputs hold them: an input cannot hold null, so a missing one is an empty box. */
export function testiForm<T extends Partial<Record<K, string | null>>, K extends keyof T>(dati: T, campi: readonly K[]): Record<K, string> {
  return Object.fromEntries(campi.map((campo) => [campo, dati[campo] ?? ''])) as Record<K, string>;
}
