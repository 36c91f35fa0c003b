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
    expect(
      loadConfig(tokensEnv, { NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).STRIPE_SECRET_KEY,
    ).toBe('sk_live_x');
  });
});
