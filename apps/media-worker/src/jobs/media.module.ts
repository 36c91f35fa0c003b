import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QueueName } from '@ricambiamo/contracts';
import { SERVICE_CONFIG } from '@ricambiamo/service-kit';
import { createStorage, STORAGE } from '@ricambiamo/storage';
import { CleanupSchedule } from '../cleanup/cleanup-schedule';
import { ImageCleanup } from '../cleanup/image-cleanup';
import type { MediaWorkerConfig } from '../config';
import { ImageService } from '../image/image.service';
import { CodaMetriche } from './coda-metriche';
import { MediaProcessor } from './media.processor';

/**
 * The media queue's consumer with the storage it reads originals from and publishes images to, the cleanup's schedule
 * and the queue's metrics.
 */
@Module({
  imports: [BullModule.registerQueue({ name: QueueName.Media })],
  providers: [
    { provide: STORAGE, inject: [SERVICE_CONFIG], useFactory: (config: MediaWorkerConfig) => createStorage(config) },
    ImageService,
    ImageCleanup,
    CleanupSchedule,
    MediaProcessor,
    CodaMetriche,
  ],
  exports: [STORAGE, BullModule],
})
export class MediaModule {}
