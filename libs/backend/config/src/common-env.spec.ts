import { commonEnv, rpcTimeoutMs, serviceEnv } from './common-env';
import { loadConfig } from './load-config';

describe('rpcTimeoutMs', () => {
  it('gives every hop less than its caller, with room for a call and its compensation', () => {
    const budget = 5000;
    expect(rpcTimeoutMs(budget, 0)).toBe(5000);
    for (const depth of [1, 2, 3]) {
      expect(2 * rpcTimeoutMs(budget, depth)).toBeLessThan(rpcTimeoutMs(budget, depth - 1));
    }
  });
});

describe('serviceEnv', () => {
  it('defaults the port and database of a service to its entry in libs/backend/config/src/apps.json', () => {
    expect(serviceEnv('catalogue').parse({})).toMatchObject({
      HTTP_PORT: 3103,
      DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/ricambiamo_catalogue',
    });
    expect(() => serviceEnv('gateway')).toThrow('owns no database');
  });

  it('keeps one copy of the events stream unless EVENTS_REPLICAS asks for more', () => {
    expect(serviceEnv('catalogue').parse({}).EVENTS_REPLICAS).toBe(1);
    expect(serviceEnv('catalogue').parse({ EVENTS_REPLICAS: '3' }).EVENTS_REPLICAS).toBe(3);
    expect(serviceEnv('catalogue').safeParse({ EVENTS_REPLICAS: '0' }).success).toBe(false);
  });
});

describe('NATS credentials', () => {
  const production = { NODE_ENV: 'production', NATS_USER: 'catalogue' };

  it('stay unset against the machine\'s open NATS', () => {
    const config = loadConfig(commonEnv, { NATS_USER: '', NATS_PASSWORD: '' });
    expect([config.NATS_USER, config.NATS_PASSWORD]).toEqual([undefined, undefined]);
  });

  it('hold the password to the rules of a production secret', () => {
    expect(() => loadConfig(commonEnv, { ...production, NATS_PASSWORD: 'replace-me-with-the-nats-password-of-catalogue' })).toThrow(
      /NATS_PASSWORD: is a placeholder/,
    );
    expect(() => loadConfig(commonEnv, { ...production, NATS_PASSWORD: 'sviluppo' })).toThrow(/NATS_PASSWORD: must be at least 32 bytes/);
    const password = 'a'.repeat(48);
    expect(loadConfig(commonEnv, { ...production, NATS_PASSWORD: password })).toMatchObject({ NATS_USER: 'catalogue', NATS_PASSWORD: password });
  });
});
