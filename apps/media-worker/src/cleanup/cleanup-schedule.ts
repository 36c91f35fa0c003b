import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { MediaJobName, QueueName } from '@ricambiamo/contracts';
import { SERVICE_CONFIG } from '@ricambiamo/service-kit';
import type { MediaWorkerConfig } from '../config';

/**
 * Puts the cleanup on the media queue's clock. Every replica upserts the same scheduler (named after the job), so
 * Redis holds one schedule whatever their number, each tick adds one job and one replica takes it; the latest
 * interval a replica started with wins. A failed run is simply retried at the next tick.
 */
@Injectable()
export class CleanupSchedule implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(QueueName.Media) private readonly queue: Queue,
    @Inject(SERVICE_CONFIG) private readonly config: MediaWorkerConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      MediaJobName.CleanupImages,
      { every: this.config.MEDIA_CLEANUP_EVERY_SECONDS * 1000 },
      { name: MediaJobName.CleanupImages, data: {}, opts: { attempts: 1, removeOnComplete: { count: 10 }, removeOnFail: { count: 50 } } },
    );
  }
}
