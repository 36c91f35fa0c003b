import { BullModule } from '@nestjs/bullmq';
import type { DynamicModule } from '@nestjs/common';
import { Module } from '@nestjs/common';
import { QueueName } from '@ricambiamo/contracts';
import { createStorage, STORAGE } from '@ricambiamo/storage';
import type { MediaWorkerConfig } from '../config';
import { ImageService } from '../image/image.service';
import { MediaProcessor } from './media.processor';

/** The media queue's consumer with the storage it reads originals from and publishes images to. */
@Module({})
export class MediaModule {
  static forRoot(config: MediaWorkerConfig): DynamicModule {
    return {
      module: MediaModule,
      imports: [BullModule.registerQueue({ name: QueueName.Media })],
      providers: [{ provide: STORAGE, useFactory: () => createStorage(config) }, ImageService, MediaProcessor],
      exports: [STORAGE, BullModule],
    };
  }
}
