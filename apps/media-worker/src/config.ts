import { z } from 'zod';
import { commonEnv, port } from '@ricambiamo/config';
import { storageEnvShape, uploadGraceEnvShape } from '@ricambiamo/storage';

export const mediaWorkerEnv = commonEnv.extend({
  /** Only /health and /metrics: the work arrives through the Redis queue. */
  HTTP_PORT: port('media-worker'),
  ...storageEnvShape,
  ...uploadGraceEnvShape,
  /** How often the cleanup looks for images nothing references; one run per tick whatever the number of replicas. */
  MEDIA_CLEANUP_EVERY_SECONDS: z.coerce.number().int().positive().default(3600),
});
export type MediaWorkerConfig = z.output<typeof mediaWorkerEnv>;
