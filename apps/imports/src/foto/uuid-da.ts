import { createHash } from 'node:crypto';

/**
 * A UUID that the same text always gives (name-based, SHA-256, shaped as version 5): the idempotency key of a row's
 * listing write, the key of a photo from its seller, name and bytes. A retry after a crash sends the very same keys, so
 * catalogue and the media queue do it once.
 */
export function uuidDa(testo: string): string {
  const hash = createHash('sha256').update(testo).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
