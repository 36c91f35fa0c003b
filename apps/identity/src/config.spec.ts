import { loadConfig } from '@ricambiamo/config';
import { identityEnv } from './config';

describe('identity configuration', () => {
  it('sends mail without SMTP credentials by default', () => {
    expect(loadConfig(identityEnv, {}).SMTP_PASS).toBeUndefined();
  });

  it('refuses a placeholder or short SMTP password in production', () => {
    const production = (SMTP_PASS: string) => () =>
      loadConfig(identityEnv, { NODE_ENV: 'production', TOTP_KEY: 't'.repeat(40), SMTP_USER: 'ricambiamo', SMTP_PASS });
    expect(production('replace-me')).toThrow(/SMTP_PASS: is a placeholder/);
    expect(production('password1')).toThrow(/SMTP_PASS: must be at least 32 bytes/);
    expect(production('p'.repeat(40))().SMTP_PASS).toBe('p'.repeat(40));
  });

  it("refuses to run in production on the development key of the operators' TOTP secrets", () => {
    expect(() => loadConfig(identityEnv, { NODE_ENV: 'production' })).toThrow(/TOTP_KEY: is a development value/);
    expect(loadConfig(identityEnv, { NODE_ENV: 'production', TOTP_KEY: 't'.repeat(40) }).TOTP_KEY).toBe('t'.repeat(40));
  });
});
