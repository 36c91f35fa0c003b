import { commonEnv, loadConfig } from '@ricambiamo/config';
import { storageEnvShape } from './storage-config';

const env = commonEnv.extend(storageEnvShape);
const production = (vars: Record<string, string>) => () => loadConfig(env, { NODE_ENV: 'production', S3_BUCKET: 'media', ...vars });

describe('storage configuration', () => {
  it('refuses a placeholder or short S3 secret key in production', () => {
    expect(production({ S3_ACCESS_KEY_ID: 'AKIAIOSFODNN7EXAMPLE', S3_SECRET_ACCESS_KEY: 'replace-me' })).toThrow(
      /S3_SECRET_ACCESS_KEY: is a placeholder/,
    );
    expect(production({ S3_ACCESS_KEY_ID: 'AKIAIOSFODNN7EXAMPLE', S3_SECRET_ACCESS_KEY: 'short' })).toThrow(/S3_SECRET_ACCESS_KEY/);
  });

  it('accepts a real key pair, or none (the pod role), in production', () => {
    const secretKey = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
    expect(production({ S3_ACCESS_KEY_ID: 'AKIAIOSFODNN7EXAMPLE', S3_SECRET_ACCESS_KEY: secretKey })()).toMatchObject({
      S3_ACCESS_KEY_ID: 'AKIAIOSFODNN7EXAMPLE',
      S3_SECRET_ACCESS_KEY: secretKey,
    });
    expect(production({ S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '' })().S3_SECRET_ACCESS_KEY).toBeUndefined();
  });
});
