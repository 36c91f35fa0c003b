import { z } from 'zod';
import { ConfigError, loadConfig } from './load-config';
import { commonEnv, serviceEnv } from './common-env';
import { isDevelopmentSecret, secret } from './secret';

const DEV_SECRET = 'dev-insecure-api-secret';
const schema = commonEnv.extend({ API_SECRET: secret(DEV_SECRET), OPTIONAL_SECRET: secret() });
const strong = 'a'.repeat(32);
const production = (env: Record<string, string>) => () => loadConfig(schema, { NODE_ENV: 'production', API_SECRET: strong, ...env });

describe('secret', () => {
  it('takes the development default, or stays unset, outside production', () => {
    const unset = loadConfig(schema, {});
    expect([unset.API_SECRET, unset.OPTIONAL_SECRET]).toEqual([DEV_SECRET, undefined]);
    const set = loadConfig(schema, { API_SECRET: 'short', OPTIONAL_SECRET: '' });
    expect([set.API_SECRET, set.OPTIONAL_SECRET]).toEqual(['short', undefined]);
  });

  it('accepts a secret of at least 32 bytes in production', () => {
    expect(production({ OPTIONAL_SECRET: strong })()).toMatchObject({ API_SECRET: strong, OPTIONAL_SECRET: strong });
    expect(production({})().OPTIONAL_SECRET).toBeUndefined();
  });

  it('refuses a placeholder in production, naming the variable', () => {
    expect(production({ API_SECRET: 'replace-me-with-at-least-32-random-characters' })).toThrow(ConfigError);
    expect(production({ OPTIONAL_SECRET: 'sk_live_REPLACE-ME-0123456789abcdefghijklmnop' })).toThrow(/OPTIONAL_SECRET: is a placeholder/);
  });

  it('refuses a secret shorter than 32 bytes in production', () => {
    expect(production({ API_SECRET: 'a'.repeat(31) })).toThrow(/API_SECRET: must be at least 32 bytes/);
    expect(production({ OPTIONAL_SECRET: 'replace' })).toThrow(/OPTIONAL_SECRET: must be at least 32 bytes/);
  });

  it('refuses any development default in production, unset or set explicitly', () => {
    expect(() => loadConfig(schema, { NODE_ENV: 'production' })).toThrow(/API_SECRET: is a development value/);
    expect(production({ OPTIONAL_SECRET: DEV_SECRET })).toThrow(/OPTIONAL_SECRET: is a development value/);
  });

  it('refuses in production any value marked dev-insecure, however long, and the development values published before the marker', () => {
    const marked = `${'x'.repeat(40)}-Dev-Insecure-${'y'.repeat(40)}`;
    expect(production({ OPTIONAL_SECRET: marked })).toThrow(/OPTIONAL_SECRET: is a development value \("dev-insecure"\)/);
    for (const published of ['ricambiamo-dev-only-secret-change-me-0123456789', 'solo-compose-locale-cambiami-0123456789abcdef']) {
      expect(production({ OPTIONAL_SECRET: published })).toThrow(/OPTIONAL_SECRET: is a development value/);
    }
    expect([isDevelopmentSecret(DEV_SECRET), isDevelopmentSecret(strong)]).toEqual([true, false]);
  });

  it('names weak secrets together with the other bad variables', () => {
    const withPort = schema.extend({ HTTP_PORT: z.coerce.number() });
    expect(() => loadConfig(withPort, { NODE_ENV: 'production', HTTP_PORT: 'abc' })).toThrow(/HTTP_PORT[\s\S]*API_SECRET/);
  });

  it("holds a database URL's password to the same rules in production", () => {
    const env = serviceEnv('catalogue');
    const url = (password: string) => `postgresql://ricambiamo:${password}@postgres:5432/ricambiamo_catalogue`;
    expect(() => loadConfig(env, { NODE_ENV: 'production', DATABASE_URL: url('replace-me') })).toThrow(/DATABASE_URL: is a placeholder/);
    expect(() => loadConfig(env, { NODE_ENV: 'production', DATABASE_URL: url('short') })).toThrow(/DATABASE_URL: must be at least 32/);
    expect(() => loadConfig(env, { NODE_ENV: 'production', DATABASE_URL: url(`dev-insecure-${strong}`) })).toThrow(
      /DATABASE_URL: is a development value/,
    );
    expect(loadConfig(env, { NODE_ENV: 'production', DATABASE_URL: url(strong) }).DATABASE_URL).toBe(url(strong));
    // Without a password (peer or IAM authentication) there is no secret in the URL to judge.
    expect(loadConfig(env, { NODE_ENV: 'production', DATABASE_URL: 'postgresql://ricambiamo@postgres:5432/x' })).toBeDefined();
  });
});
