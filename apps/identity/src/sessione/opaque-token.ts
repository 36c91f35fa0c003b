import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: refresh and reset tokens. Only their SHA-256 is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
