import { randomInt } from 'node:crypto';
import { CAUSALE_MAX } from '@ricambiamo/contracts';

/** Crockford's base 32: no I, L, O, U, so a code read aloud or copied by hand is not mistaken. */
const ALFABETO = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const LUNGHEZZA_CODICE = 8;

/**
 * The order's short code (docs/rules.md §3: lists show 8 characters). Random rather than the id's first characters, which
 * the buyer's browser chooses and which repeat among a few tens of thousands of orders: the code is unique (the
 * database refuses a repeat, and placing draws again), so the transfer reason that starts with it is too.
 */
export function nuovoCodice(): string {
  return Array.from({ length: LUNGHEZZA_CODICE }, () => ALFABETO[randomInt(ALFABETO.length)]).join('');
}

/**
 * What a SEPA transfer's remittance information carries everywhere: latin letters without accents, digits, spaces
 * and / - ? : ( ) . , ' +. Accents are dropped ("Niccolò" → "Niccolo"), anything else becomes a space.
 */
function perBonifico(testo: string): string {
  return testo
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "Ordine 1A2B3C4D - Giulia Bianchi": the code first, so a long name cut at 140 characters never loses it. */
export function causale(codice: string, nome: string): string {
  return `Ordine ${codice} - ${perBonifico(nome)}`.slice(0, CAUSALE_MAX).trim();
}
