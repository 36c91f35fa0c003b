import { codiceTotp } from '@ricambiamo/testing';
import { nuovoSegretoTotp, passoDelCodice, passoTotp, uriTotp } from './totp';

// RFC 6238, appendix B: the SHA-1 secret "12345678901234567890" (base32 below) gives 94287082 at 59 s, 8 digits; its
// last 6 are what a 6-digit app shows.
const SEGRETO_RFC = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP', () => {
  it('makes the codes of RFC 6238 for its test secret', () => {
    expect(codiceTotp(SEGRETO_RFC, 59_000)).toBe('287082');
    expect(codiceTotp(SEGRETO_RFC, 1_111_111_109_000)).toBe('081804');
    expect(codiceTotp(SEGRETO_RFC, 2_000_000_000_000)).toBe('279037');
  });

  it('accepts the code of the step before, the step and the step after, and names which step it was', () => {
    const ora = 1_800_000_015_000;
    const passo = passoTotp(ora);
    expect(passoDelCodice(SEGRETO_RFC, codiceTotp(SEGRETO_RFC, ora), ora)).toBe(passo);
    expect(passoDelCodice(SEGRETO_RFC, codiceTotp(SEGRETO_RFC, ora - 30_000), ora)).toBe(passo - 1);
    expect(passoDelCodice(SEGRETO_RFC, codiceTotp(SEGRETO_RFC, ora + 30_000), ora)).toBe(passo + 1);
    expect(passoDelCodice(SEGRETO_RFC, codiceTotp(SEGRETO_RFC, ora - 60_000), ora)).toBeNull();
    expect(passoDelCodice(SEGRETO_RFC, codiceTotp(SEGRETO_RFC, ora + 60_000), ora)).toBeNull();
  });

  it('makes 160-bit secrets and the address an authenticator app reads', () => {
    const segreto = nuovoSegretoTotp();
    expect(segreto).toMatch(/^[A-Z2-7]{32}$/);
    expect(nuovoSegretoTotp()).not.toBe(segreto);
    const uri = new URL(uriTotp(segreto, 'operatore@ricambiamo.it'));
    expect(`${uri.protocol}//${uri.host}`).toBe('otpauth://totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Ricambiamo:operatore@ricambiamo.it');
    expect(Object.fromEntries(uri.searchParams)).toEqual({ issuer: 'Ricambiamo', secret: segreto, algorithm: 'SHA1', digits: '6', period: '30' });
  });
});
