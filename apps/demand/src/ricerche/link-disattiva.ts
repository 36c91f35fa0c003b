import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The unsubscribe link's token of a saved search: its id and an HMAC of it. It names one search and proves the link
 * came from us; a guessed or altered token names nothing (docs/architecture.md#saved-searches).
 */
const firma = (segreto: string, ricercaId: string): string =>
  createHmac('sha256', segreto).update(`disattiva:${ricercaId}`).digest('base64url');

export const tokenDisattiva = (segreto: string, ricercaId: string): string => `${ricercaId}.${firma(segreto, ricercaId)}`;

/** The search a token names, or null when its signature does not hold. */
export function ricercaDelToken(segreto: string, token: string): string | null {
  const [ricercaId, data, ...resto] = token.split('.');
  if (!ricercaId || !data || resto.length > 0 || !/^[0-9a-f-]{36}$/i.test(ricercaId)) return null;
  const attesa = Buffer.from(firma(segreto, ricercaId));
  const ricevuta = Buffer.from(data);
  return attesa.length === ricevuta.length && timingSafeEqual(attesa, ricevuta) ? ricercaId : null;
}
