import { loadConfig } from '@ricambiamo/config';
import { identityEnv } from './config';

describe('identity configuration', () => {
  it('sends mail without SMTP credentials by default', () => {
    expect(loadConfig(identityEnv, {}).SMTP_PASS).toBeUndefined();
  });

  it('refuses a placeholder or short SMTP password in production', () => {
    const production = (SMTP_PASS: string) => () => loadConfig(identityEnv, { NODE_ENV: 'production', SMTP_USER: 'ricambiamo', SMTP_PASS });
    expect(production('replace-me')).toThrow(/SMTP_PASS: is a placeholder/);
    expect(production('password1')).toThrow(/SMTP_PASS: must be at least 32 bytes/);
    expect(production('p'.repeat(40))().SMTP_PASS).toBe('p'.repeat(40));
  });
});
