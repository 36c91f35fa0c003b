import { createSecretKey, type KeyObject } from 'node:crypto';
import type { Ruolo } from '@ricambiamo/contracts';

/** Claims shared by the signer (auth) and the verifier (AccessTokens), so the two cannot disagree. */
export const ACCESS_TOKEN = {
  algorithm: 'HS256',
  issuer: 'ricambiamo-gateway',
  audience: 'ricambiamo-web',
} as const;

export interface AccessClaims {
  /** The user. */
  sub: string;
  role: Ruolo;
  /** The login (identity's session id, the same across refreshes), so logout and password reset can revoke it. */
  sid: string;
}

/**
 * The HMAC key as a KeyObject, made once: given the secret as a string, jsonwebtoken tries to read it as a public and
 * a private key (two failed parses, each throwing) on every verification before it settles on a secret key; in the
 * gateway's profile under load that was a tenth of the time spent on an authenticated request.
 */
export const chiaveAccesso = (secret: string): KeyObject => createSecretKey(Buffer.from(secret, 'utf8'));
