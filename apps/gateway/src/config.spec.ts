import { ConfigError } from '@ricambiamo/config';
import { loadGatewayConfig } from './config';

describe('gateway configuration', () => {
  it('runs on the development JWT secret outside production', () => {
    expect(loadGatewayConfig({}).JWT_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses the placeholder, a short or the development JWT secret in production', () => {
    const production = (JWT_SECRET?: string) => () => loadGatewayConfig({ NODE_ENV: 'production', JWT_SECRET });
    // What the k8s base used to ship: long enough, and public.
    expect(production('replace-me-with-at-least-32-random-characters')).toThrow(/JWT_SECRET: is a placeholder/);
    expect(production('x'.repeat(31))).toThrow(ConfigError);
    expect(production(loadGatewayConfig({}).JWT_SECRET)).toThrow(/JWT_SECRET: is the development default/);
    expect(production()).toThrow(/JWT_SECRET/);
    expect(production('')).toThrow(/JWT_SECRET/);
    expect(production('k'.repeat(48))().JWT_SECRET).toBe('k'.repeat(48));
  });
});
