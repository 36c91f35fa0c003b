import { ConfigError } from '@ricambiamo/config';
import { allowedOrigins, loadGatewayConfig } from './config';

describe('gateway configuration', () => {
  it('runs on the development JWT secret outside production', () => {
    expect(loadGatewayConfig({}).JWT_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses the placeholder, a short or the development JWT secret in production', () => {
    const production = (JWT_SECRET?: string) => () => loadGatewayConfig({ NODE_ENV: 'production', JWT_SECRET, VISITOR_KEY_SECRET: 'v'.repeat(48) });
    // What the k8s base used to ship: long enough, and public.
    expect(production('replace-me-with-at-least-32-random-characters')).toThrow(/JWT_SECRET: is a placeholder/);
    expect(production('x'.repeat(31))).toThrow(ConfigError);
    expect(production(loadGatewayConfig({}).JWT_SECRET)).toThrow(/JWT_SECRET: is a development value/);
    expect(production()).toThrow(/JWT_SECRET/);
    expect(production('')).toThrow(/JWT_SECRET/);
    expect(production('k'.repeat(48))().JWT_SECRET).toBe('k'.repeat(48));
  });

  it('refuses the development key of listing views’ visitors in production, and takes a real one', () => {
    const production = (VISITOR_KEY_SECRET?: string) => () =>
      loadGatewayConfig({ NODE_ENV: 'production', JWT_SECRET: 'k'.repeat(48), VISITOR_KEY_SECRET });
    expect(production(loadGatewayConfig({}).VISITOR_KEY_SECRET)).toThrow(/VISITOR_KEY_SECRET: is a development value/);
    expect(production()).toThrow(/VISITOR_KEY_SECRET/);
    expect(production('v'.repeat(48))().VISITOR_KEY_SECRET).toBe('v'.repeat(48));
  });

  it('keeps the internal port on loopback unless INTERNAL_HTTP_HOST says otherwise', () => {
    expect(loadGatewayConfig({})).toMatchObject({ INTERNAL_HTTP_HOST: '127.0.0.1', INTERNAL_HTTP_PORT: 8081, HTTP_HOST: '0.0.0.0' });
    expect(loadGatewayConfig({ HTTP_HOST: '0.0.0.0', INTERNAL_HTTP_HOST: '0.0.0.0' }).INTERNAL_HTTP_HOST).toBe('0.0.0.0');
  });

  it('trusts a number of proxy hops or their addresses, and refuses "true", which would trust any X-Forwarded-For', () => {
    const trust = (TRUST_PROXY?: string) => loadGatewayConfig({ TRUST_PROXY }).TRUST_PROXY;
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('10.0.0.0/8, 192.168.1.7,fd00::/8')).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8']);
    for (const value of ['true', 'yes', '-1', '1.5', 'ingress', '10.0.0.0/8,', '300.1.1.1']) {
      expect(() => trust(value)).toThrow(/TRUST_PROXY: expected false, a number of proxy hops/);
    }
  });

  it('allows mutations from PUBLIC_ORIGIN unless ALLOWED_ORIGINS lists the pages, and refuses a list that is not URLs', () => {
    expect(allowedOrigins(loadGatewayConfig({ PUBLIC_ORIGIN: 'https://ricambiamo.example/' }))).toEqual([
      'https://ricambiamo.example',
    ]);
    const listed = loadGatewayConfig({ ALLOWED_ORIGINS: 'https://ricambiamo.example, http://localhost:4200/' });
    expect(allowedOrigins(listed)).toEqual(['https://ricambiamo.example', 'http://localhost:4200']);
    expect(() => loadGatewayConfig({ ALLOWED_ORIGINS: 'ricambiamo.example' })).toThrow(/ALLOWED_ORIGINS/);
    expect(() => loadGatewayConfig({ ALLOWED_ORIGINS: 'null' })).toThrow(/ALLOWED_ORIGINS/);
    expect(() => loadGatewayConfig({ ALLOWED_ORIGINS: ' , ' })).toThrow(/ALLOWED_ORIGINS/);
  });
});
