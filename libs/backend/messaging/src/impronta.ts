import { createHash } from 'node:crypto';

/**
 * The fingerprint of what an idempotency key was first used for (a debit's DebitRequest.fingerprint, an order's
 * placing): SHA-256 of a canonical JSON of the parsed request, never taken from the client. Keys are sorted and null
 * or absent fields dropped, so two requests that do the same thing have the same fingerprint; arrays keep their order
 * (photos are ordered), so a caller sorts those whose order means nothing.
 */
export function impronta(contenuto: unknown): string {
  return createHash('sha256').update(canonico(contenuto)).digest('hex');
}

function canonico(valore: unknown): string {
  if (Array.isArray(valore)) return `[${valore.map((v) => canonico(v)).join(',')}]`;
  if (valore !== null && typeof valore === 'object') {
    const voci = Object.entries(valore)
      .filter(([, v]) => v !== null && v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${voci.map(([k, v]) => `${JSON.stringify(k)}:${canonico(v)}`).join(',')}}`;
  }
  return JSON.stringify(valore ?? null);
}
