/** Claims shared by the signer (auth) and the verifier (JwtStrategy), so the two cannot disagree. */
export const ACCESS_TOKEN = {
  algorithm: 'HS256',
  issuer: 'ricambiamo-gateway',
  audience: 'ricambiamo-web',
} as const;
