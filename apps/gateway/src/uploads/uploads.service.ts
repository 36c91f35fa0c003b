import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Actor, ErrorCode, ImageType, ProcessImageJob, UploadAcceptedDto, UploadStatusDto, UploadTarget } from '@ricambiamo/contracts';
import {
  errorMessage,
  IMAGE_CONTENT_TYPE,
  imageKeyFor,
  isErrorCode,
  isImageKey,
  MEDIA_JOB_DEFAULTS,
  MEDIA_PATHS,
  MEDIA_STORES,
  MediaJobName,
  MESSAGGI_MEDIA,
  uploaderOf,
} from '@ricambiamo/contracts';
import type { Storage } from '@ricambiamo/storage';
import { STORAGE } from '@ricambiamo/storage';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { CodaMedia } from './coda-media';

/** A failed upload as the form reads it: the code, and its text from the one error mapper (INTERNAL says the upload's own). */
const failed = (key: string, code: ErrorCode): UploadStatusDto => ({
  key,
  status: 'failed',
  code,
  message: errorMessage(code, MESSAGGI_MEDIA.erroreImmagine),
});

/** Hands uploads to the media worker and reports how they ended. */
@Injectable()
export class UploadsService {
  private readonly logger = new Logger(UploadsService.name);

  constructor(
    @Inject(STORAGE) private readonly storage: Storage,
    private readonly media: CodaMedia,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /**
   * Stores the original under a fresh name (exclusive create: nothing is overwritten) where it is not served, then
   * enqueues its processing with the key as job id, so a repeated add cannot make a second job.
   */
  async accept(actor: Actor, target: UploadTarget, bytes: Buffer, type: ImageType): Promise<UploadAcceptedDto> {
    const key = imageKeyFor(randomUUID(), type);
    const incoming = MEDIA_PATHS.incoming(target.store, key);
    await this.storage.create(incoming, bytes, IMAGE_CONTENT_TYPE[type]);
    try {
      await (await this.media.get()).add(
        MediaJobName.ProcessImage,
        { store: target.store, key, uploaderId: actor.userId },
        { jobId: key, ...MEDIA_JOB_DEFAULTS },
      );
    } catch (error) {
      // No job will ever pick the original up.
      await this.storage.delete(incoming).catch(() => undefined);
      throw error;
    }
    this.logger.log({ key, store: target.store, bytes: bytes.length, userId: actor.userId }, 'image upload queued');
    return { key, status: 'processing' };
  }

  /**
   * Only the uploader sees an upload's progress: its failure reason is nobody else's business, and others cannot probe
   * which keys are in flight. Once Redis has forgotten the job (a day after it finished) the published image, which
   * records its uploader, still reads `ready` to them.
   */
  async status(actor: Actor, key: string): Promise<UploadStatusDto> {
    const notFound = new NotFoundException(MESSAGGI_MEDIA.caricamentoNonTrovato);
    if (!isImageKey(key)) throw notFound;
    // The state before the job: a job read first may still be active in our copy when its state already says failed,
    // and then its failure reason would be missing from that copy.
    const coda = await this.media.get();
    const state = await coda.getJobState(key);
    const job = await coda.getJob(key);
    if (!job) {
      for (const store of MEDIA_STORES) {
        const image = await this.storage.stat(MEDIA_PATHS.published(store, key));
        if (image && uploaderOf(image.metadata) === actor.userId) return { key, status: 'ready' };
      }
      throw notFound;
    }
    if (job.data.uploaderId !== actor.userId) throw notFound;
    if (state === 'completed') return { key, status: 'ready' };
    // The worker fails a job with exactly an error code; anything else (BullMQ's own reasons, such as a stalled job) is INTERNAL.
    if (state === 'failed') return failed(key, isErrorCode(job.failedReason) ? job.failedReason : 'INTERNAL');
    if (state !== 'active' && Date.now() - job.timestamp > this.config.UPLOAD_STALE_SECONDS * 1000) {
      return (await this.abandon(job.data)) ?? { key, status: 'processing' };
    }
    return { key, status: 'processing' };
  }

  /**
   * No worker has taken the job for too long (workers down, or a backlog far beyond normal): end it failed rather than
   * leave the form waiting. Removal is refused when a worker has locked the job meanwhile; then it is simply still processing.
   */
  private async abandon({ store, key }: ProcessImageJob): Promise<UploadStatusDto | null> {
    if ((await (await this.media.get()).remove(key)) !== 1) return null;
    // A worker may have finished it between our look and the removal.
    if (await this.storage.exists(MEDIA_PATHS.published(store, key))) return { key, status: 'ready' };
    await this.storage.delete(MEDIA_PATHS.incoming(store, key));
    this.logger.warn({ key, store }, 'image upload abandoned: no media worker took it');
    return failed(key, 'INTERNAL');
  }
}
