import { ConfigError, loadConfig } from '@ricambiamo/config';
import { DEV_WEBHOOK_SECRET, tokensEnv } from './config';

describe('tokens configuration', () => {
  it('defaults to the development checkout on the local database', () => {
    expect(loadConfig(tokensEnv, {})).toMatchObject({
      HTTP_PORT: 3102,
      DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/ricambiamo_tokens',
      STRIPE_WEBHOOK_SECRET: DEV_WEBHOOK_SECRET,
    });
    expect(loadConfig(tokensEnv, {}).STRIPE_SECRET_KEY).toBeUndefined();
  });

  it('reads empty Stripe variables, as compose and k8s pass them, as unset', () => {
    const config = loadConfig(tokensEnv, { STRIPE_SECRET_KEY: '', STRIPE_API_PORT: '', STRIPE_API_PROTOCOL: '' });
    expect([config.STRIPE_SECRET_KEY, config.STRIPE_API_PORT, config.STRIPE_API_PROTOCOL]).toEqual([undefined, undefined, undefined]);
  });

  it('refuses to run in production without Stripe keys, naming both variables', () => {
    expect(() => loadConfig(tokensEnv, { NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig(tokensEnv, { NODE_ENV: 'production' })).toThrow(/STRIPE_SECRET_KEY[\s\S]*STRIPE_WEBHOOK_SECRET/);
    const live = { STRIPE_SECRET_KEY: `sk_live_${'k'.repeat(40)}`, STRIPE_WEBHOOK_SECRET: `whsec_${'w'.repeat(32)}` };
    expect(loadConfig(tokensEnv, { NODE_ENV: 'production', ...live }).STRIPE_SECRET_KEY).toBe(live.STRIPE_SECRET_KEY);
  });

  it('refuses placeholder, short or development Stripe secrets in production', () => {
    const production = (env: Record<string, string>) => () => loadConfig(tokensEnv, { NODE_ENV: 'production', ...env });
    const webhook = `whsec_${'w'.repeat(32)}`;
    expect(production({ STRIPE_SECRET_KEY: 'sk_live_replace-me-with-the-key-of-the-dashboard', STRIPE_WEBHOOK_SECRET: webhook })).toThrow(
      /STRIPE_SECRET_KEY: is a placeholder/,
    );
    expect(production({ STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: webhook })).toThrow(/STRIPE_SECRET_KEY: must be at least 32 bytes/);
    expect(production({ STRIPE_SECRET_KEY: `sk_live_${'k'.repeat(40)}`, STRIPE_WEBHOOK_SECRET: DEV_WEBHOOK_SECRET })).toThrow(
      /STRIPE_WEBHOOK_SECRET: is a development value/,
    );
  });

  it('refuses the development webhook secret once STRIPE_SECRET_KEY is set, outside production too', () => {
    const stripe = { STRIPE_SECRET_KEY: `sk_test_${'k'.repeat(40)}` };
    for (const NODE_ENV of ['development', 'test']) {
      expect(() => loadConfig(tokensEnv, { NODE_ENV, ...stripe })).toThrow(
        /STRIPE_WEBHOOK_SECRET: is a development value, refused with STRIPE_SECRET_KEY set/,
      );
      expect(() => loadConfig(tokensEnv, { NODE_ENV, ...stripe, STRIPE_WEBHOOK_SECRET: DEV_WEBHOOK_SECRET })).toThrow(ConfigError);
      expect(() => loadConfig(tokensEnv, { NODE_ENV, ...stripe, STRIPE_WEBHOOK_SECRET: 'whsec_ricambiamo_sviluppo_locale' })).toThrow(
        /STRIPE_WEBHOOK_SECRET/,
      );
    }
    const own = `whsec_${'w'.repeat(32)}`;
    expect(loadConfig(tokensEnv, { ...stripe, STRIPE_WEBHOOK_SECRET: own }).STRIPE_WEBHOOK_SECRET).toBe(own);
  });
});
