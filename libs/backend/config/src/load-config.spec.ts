import { z } from 'zod';
import { ConfigError, loadConfig } from './load-config';
import { commonEnv, port } from './common-env';

describe('loadConfig', () => {
  const schema = commonEnv.extend({ HTTP_PORT: port(8080), DATABASE_URL: z.url() });

  it('applies local defaults', () => {
    const config = loadConfig(schema, { DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/x' });
    expect(config).toMatchObject({ NATS_URL: 'nats://127.0.0.1:4222', HTTP_PORT: 8080, NODE_ENV: 'development' });
  });

  it('names every bad variable', () => {
    expect(() => loadConfig(schema, { HTTP_PORT: 'abc', NODE_ENV: 'staging' })).toThrow(ConfigError);
    try {
      loadConfig(schema, { HTTP_PORT: 'abc' });
    } catch (error) {
      expect((error as Error).message).toMatch(/HTTP_PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL/);
    }
  });
});
