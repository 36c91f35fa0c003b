import { CIFRE_TOTP, EMITTENTE_TOTP, SECONDI_PERIODO_TOTP } from '@ricambiamo/contracts';

// TOTP as RFC 6238 defines it and every authenticator app reads it (SHA-1, 6 digits, 30 s), with otpauth. Only operators
// have a second factor: the library is required with the first of their codes, not when identity starts
// (docs/performance.md#start-up-and-idle-memory).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const otpauth = () => require('otpauth') as typeof import('otpauth');

const totp = (segreto: string, email = '') => {
  const { Secret, TOTP } = otpauth();
  return new TOTP({ issuer: EMITTENTE_TOTP, label: email, algorithm: 'SHA1', digits: CIFRE_TOTP, period: SECONDI_PERIODO_TOTP, secret: Secret.fromBase32(segreto) });
};

/** 160 random bits, the size RFC 4226 recommends, in base32 as apps take a typed key. */
export const nuovoSegretoTotp = (): string => new (otpauth().Secret)({ size: 20 }).base32;

/** The otpauth:// address a QR code carries for an authenticator app. */
export const uriTotp = (segreto: string, email: string): string => totp(segreto, email).toString();

/** The time step of `istante`, the number a code is made from. */
export const passoTotp = (istante: number): number => Math.floor(istante / 1000 / SECONDI_PERIODO_TOTP);

/**
 * The time step whose code `codice` is, within one step either side of `istante` (a phone's clock a little off), or
 * null when it is none of them.
 */
export function passoDelCodice(segreto: string, codice: string, istante: number): number | null {
  const scarto = totp(segreto).validate({ token: codice, timestamp: istante, window: 1 });
  return scarto === null ? null : passoTotp(istante) + scarto;
}
