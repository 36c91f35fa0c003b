import { z } from 'zod';
import { serviceEnv } from '@ricambiamo/config';
import { storageEnvShape } from '@ricambiamo/storage';

export const importsEnv = serviceEnv('imports').extend({
  /** The sheet and the ZIP the gateway stored, and the photos handed to the media worker. */
  ...storageEnvShape,
  /**
   * How long a worker holds a running job before another may take it over: a killed worker's import resumes this long
   * after it died (BullMQ's lock, renewed while the worker lives).
   */
  IMPORT_LOCK_SECONDS: z.coerce.number().int().min(2).max(600).default(30),
});
export type ImportsConfig = z.output<typeof importsEnv>;
