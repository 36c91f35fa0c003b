import type { z } from 'zod';
import { commonEnv, port } from '@ricambiamo/config';
import { storageEnvShape } from '@ricambiamo/storage';

export const mediaWorkerEnv = commonEnv.extend({
  /** Only /health and /metrics: the work arrives through the Redis queue. */
  HTTP_PORT: port('media-worker'),
  ...storageEnvShape,
});
export type MediaWorkerConfig = z.output<typeof mediaWorkerEnv>;
