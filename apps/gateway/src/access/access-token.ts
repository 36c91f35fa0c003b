import type { Ruolo } from '@ricambiamo/contracts';

/** Claims shared by the signer (auth) and the verifier (JwtStrategy), so the two cannot disagree. */
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
