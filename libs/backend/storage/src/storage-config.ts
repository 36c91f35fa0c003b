import path from 'node:path';
import { z } from 'zod';
import { secret } from '@ricambiamo/config';
import { DEFAULT_UPLOAD_GRACE_SECONDS } from '@ricambiamo/contracts';
import { LocalStorage } from './local-storage';
import type { Storage } from './storage';

/**
 * `storage/` of the folder the apps run in: the repository's root for npm start, the tests and the benchmarks, /app in
 * the images; so the gateway and the media worker share one directory by default, compiled or not.
 */
export const DEFAULT_STORAGE_DIR = path.resolve('storage');

const optional = z
  .string()
  .optional()
  .transform((value) => value || undefined);

/** Storage variables, spread into each app's env schema (gateway and media worker read the same ones). */
export const storageEnvShape = {
  /** Root of the local storage; ignored when S3_BUCKET is set. */
  STORAGE_DIR: z.string().min(1).default(DEFAULT_STORAGE_DIR),
  /** Setting a bucket switches to S3-compatible storage. */
  S3_BUCKET: optional,
  /** An S3-compatible service's URL (MinIO, R2…); unset for AWS S3 itself. */
  S3_ENDPOINT: z.url().optional().or(z.literal('').transform(() => undefined)),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /**
   * Both or neither: without them the SDK's default chain applies (environment, pod role). The key id is an identifier
   * (20 characters on AWS), not a secret, so only the secret key is held to the production rules of secret().
   */
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: secret(),
};

export type StorageEnv = z.output<z.ZodObject<typeof storageEnvShape>>;

/**
 * How long an upload may wait for a listing (or profile) to refer to it: the gateway takes a photo into a listing only
 * this long after its upload, and the media worker's cleanup removes what nothing refers to after it (plus a margin).
 * Both read the same variable, so the two can never disagree.
 */
export const uploadGraceEnvShape = {
  UPLOAD_GRACE_SECONDS: z.coerce.number().int().positive().default(DEFAULT_UPLOAD_GRACE_SECONDS),
};

/**
 * The storage the environment asks for: S3 when a bucket is named, the local folder otherwise. The AWS SDK is loaded
 * only then: its modules are several megabytes of every idle process's heap that stores on a disk.
 */
export async function createStorage(env: StorageEnv): Promise<Storage> {
  if (!env.S3_BUCKET) return new LocalStorage(env.STORAGE_DIR);
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither');
  }
  const { S3Storage } = await import('./s3-storage');
  return new S3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}
