import path from 'node:path';
import { z } from 'zod';
import { LocalStorage } from './local-storage';
import type { Storage } from './storage';

/**
 * `<repo>/storage`, from this file's place in the repository, so the gateway and the media worker started from any
 * folder share one directory by default.
 */
export const DEFAULT_STORAGE_DIR = path.resolve(__dirname, '../../../../storage');

/** Storage variables, spread into each app's env schema (gateway and media worker read the same ones). */
export const storageEnvShape = {
  /** Root of the local storage; ignored when S3 is configured. */
  STORAGE_DIR: z.string().min(1).default(DEFAULT_STORAGE_DIR),
};

export type StorageEnv = z.output<z.ZodObject<typeof storageEnvShape>>;

/** The storage the environment asks for. */
export function createStorage(env: StorageEnv): Storage {
  return new LocalStorage(env.STORAGE_DIR);
}
