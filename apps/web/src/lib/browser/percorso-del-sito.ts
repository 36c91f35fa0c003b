/**
 * `valore` when it is a path on this site, else null: an address that came from elsewhere (a query string, a stored
 * link) must not send the visitor to another site, which `//host` or `/\host` would.
 */
export const percorsoDelSito = (valore: string | null): string | null =>
  valore !== null && /^\/(?![/\\])/.test(valore) ? valore : null;
