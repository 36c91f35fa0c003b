import { createHmac } from 'node:crypto';

/**
 * The visitor of one Italian day, as catalogue counts listing views (docs/architecture.md#seller-statistics): an HMAC of
 * the address and the day under the gateway's secret. The same address the next day is another key, so keys link
 * nothing across days; without the secret, trying every IPv4 address does not find the one behind a key.
 */
export const chiaveDelVisitatore = (segreto: string, indirizzo: string, giorno: string): string =>
  createHmac('sha256', segreto).update(`${indirizzo}\n${giorno}`).digest('hex');
