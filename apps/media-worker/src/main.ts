import '@ricambiamo/tracing/preload';
import 'reflect-metadata';
import { BullModule, getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { QueueName } from '@ricambiamo/contracts';
import type { ServiceDefinition } from '@ricambiamo/service-kit';
import { runService } from '@ricambiamo/service-kit';
import type { Storage } from '@ricambiamo/storage';
import { STORAGE } from '@ricambiamo/storage';
import { bullmqTelemetry } from '@ricambiamo/tracing';
import type { MediaWorkerConfig } from './config';
import { mediaWorkerEnv } from './config';
import { MediaModule } from './jobs/media.module';

/**
 * Turns uploaded originals into published images and removes the ones nothing references, taking its work from the
 * media queue in Redis: no contracts of its own, no database; it asks catalogue and identity over NATS which images
 * listings and seller profiles use. Ready when Redis, the storage and NATS answer. `app.close()` (SIGTERM) stops
 * taking jobs and waits for the ones in progress.
 */
export const mediaWorker: ServiceDefinition<MediaWorkerConfig> = {
  name: 'media-worker',
  env: mediaWorkerEnv,
  callsServices: true,
  readiness: {
    imports: [MediaModule],
    inject: [getQueueToken(QueueName.Media), STORAGE],
    useFactory: (queue: Queue, storage: Storage) => ({
      redis: async () => void (await queue.getJobCounts('waiting')),
      storage: () => storage.check(),
    }),
  },
  imports: (config) => [BullModule.forRoot({ connection: { url: config.REDIS_URL }, ...bullmqTelemetry() }), MediaModule],
};

if (require.main === module) runService(mediaWorker);
