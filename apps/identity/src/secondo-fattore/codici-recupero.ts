import { randomBytes } from 'node:crypto';
import { CODICI_RECUPERO } from '@ricambiamo/contracts';

const ALFABETO = 'abcdefghijklmnopqrstuvwxyz234567';

/** One recovery code: ten base32 characters (50 random bits), grouped as the operator reads it: "k7m2p-q9xre". */
function codice(): string {
  const caratteri = [...randomBytes(10)].map((byte) => ALFABETO[byte & 31]).join('');
  return `${caratteri.slice(0, 5)}-${caratteri.slice(5)}`;
}

/** CODICI_RECUPERO distinct codes, as shown; they are checked without the dash (codiceSecondoFattoreField). */
export function nuoviCodiciRecupero(): string[] {
  const codici = new Set<string>();
  while (codici.size < CODICI_RECUPERO) codici.add(codice());
  return [...codici];
}

export const senzaTrattino = (codice: string): string => codice.replace('-', '');
