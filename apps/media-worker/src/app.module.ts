import { BullModule, getQueueToken } from '@nestjs/bullmq';
import type { DynamicModule } from '@nestjs/common';
import { Module } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QueueName } from '@ricambiamo/contracts';
import { HealthModule, LoggingModule, MetricsModule } from '@ricambiamo/logging';
import type { Storage } from '@ricambiamo/storage';
import { STORAGE } from '@ricambiamo/storage';
import type { MediaWorkerConfig } from './config';
import { MediaModule } from './jobs/media.module';

@Module({})
export class AppModule {
  static forRoot(config: MediaWorkerConfig): DynamicModule {
    // One instance shared by the app and the health checks.
    const media = MediaModule.forRoot(config);
    return {
      module: AppModule,
      imports: [
        LoggingModule.forRoot({ service: 'media-worker', level: config.LOG_LEVEL }),
        MetricsModule.forRoot({ service: 'media-worker' }),
        BullModule.forRoot({ connection: { url: config.REDIS_URL } }),
        media,
        HealthModule.forRootAsync({
          imports: [media],
          inject: [getQueueToken(QueueName.Media), STORAGE],
          useFactory: (queue: Queue, storage: Storage) => ({
            redis: async () => {
              await queue.getJobCounts('waiting');
            },
            storage: () => storage.check(),
          }),
        }),
      ],
    };
  }
}
