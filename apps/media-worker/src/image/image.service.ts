import { Inject, Injectable, Logger } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import type { Job } from 'bullmq';
import type { ProcessImageJob } from '@ricambiamo/contracts';
import {
  IMAGE_CONTENT_TYPE,
  imageTypeOfKey,
  MEDIA_PATHS,
  mediumKeyOf,
  processImageJob,
  thumbnailKeyOf,
  uploaderMetadata,
} from '@ricambiamo/contracts';
import type { Storage } from '@ricambiamo/storage';
import { STORAGE } from '@ricambiamo/storage';
import { processImage } from '@ricambiamo/image-pipeline';
import { isDeterministic } from './deterministic-failure';

export interface ProcessedImageResult {
  width: number;
  height: number;
}

/**
 * Turns an uploaded original into the published image and its WebPs. Safe to run twice for one upload: the outputs
 * are written with `put` (same bytes again) and the original is removed last, so a retry after a crash finds either
 * the original or the finished result.
 */
@Injectable()
export class ImageService {
  private readonly logger = new Logger(ImageService.name);

  constructor(@Inject(STORAGE) private readonly storage: Storage) {}

  async handle(job: Job<ProcessImageJob>): Promise<ProcessedImageResult | { alreadyPublished: true }> {
    // The type is what producers promise; Redis holds whatever one wrote, an older gateway's job included.
    const parsed = processImageJob.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid job data: ${parsed.error.message}`);
    const { store, key, uploaderId } = parsed.data;
    const type = imageTypeOfKey(key)!;
    const incoming = MEDIA_PATHS.incoming(store, key);
    const published = MEDIA_PATHS.published(store, key);

    const input = await this.storage.read(incoming);
    if (!input) {
      if (await this.storage.exists(published)) return { alreadyPublished: true };
      throw new UnrecoverableError(`original ${incoming} is missing`);
    }

    const isLastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    try {
      const result = await processImage(input, type);
      // The WebPs first: once the image exists the pages may ask for them.
      await this.storage.put(MEDIA_PATHS.published(store, thumbnailKeyOf(key)), result.thumbnail, 'image/webp');
      await this.storage.put(MEDIA_PATHS.published(store, mediumKeyOf(key)), result.medium, 'image/webp');
      // The uploader goes with the image: listings are checked against it long after Redis forgets this job.
      await this.storage.put(published, result.image, IMAGE_CONTENT_TYPE[type], uploaderMetadata(uploaderId));
      await this.storage.delete(incoming);
      return { width: result.width, height: result.height };
    } catch (error) {
      if (isDeterministic(error) || isLastAttempt) {
        // The upload is over: the original (still carrying its EXIF) has no further use.
        await this.storage.delete(incoming);
        this.logger.warn({ key, store, err: error }, 'image rejected');
      }
      // The processor turns it into the job's failure: its code, retried or not (jobFailure).
      throw error;
    }
  }
}
