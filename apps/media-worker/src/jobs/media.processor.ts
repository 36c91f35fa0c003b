import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { type BeforeApplicationShutdown, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { UnrecoverableError } from 'bullmq';
import { MediaJobName, QueueName } from '@ricambiamo/contracts';
import { MetricsRegistry } from '@ricambiamo/logging';
import { Counter, Histogram } from 'prom-client';
import { ImageCleanup } from '../cleanup/image-cleanup';
import { ImageService } from '../image/image.service';
import { jobFailure } from './job-failure';
import type { MediaJobHandlers } from './job-handlers';
import { dispatch, isMediaJob } from './job-handlers';

/** Two images at a time per replica: sharp already spreads one image over the cores; more would only queue in libvips. */
export const MEDIA_CONCURRENCY = 2;

/** The consumer of the media queue: dispatches each job to its handler and counts how jobs end. */
@Processor(QueueName.Media, { concurrency: MEDIA_CONCURRENCY })
export class MediaProcessor extends WorkerHost implements BeforeApplicationShutdown {
  private readonly logger = new Logger(MediaProcessor.name);
  /** Aborted as the app starts closing. */
  private readonly closing = new AbortController();
  private readonly handlers: MediaJobHandlers;
  private readonly duration: Histogram<'job' | 'outcome'>;
  private readonly failures: Counter<'job'>;

  constructor(images: ImageService, cleanup: ImageCleanup, registry: MetricsRegistry) {
    super();
    this.handlers = {
      [MediaJobName.ProcessImage]: (job) => images.handle(job),
      [MediaJobName.CleanupImages]: (job) => cleanup.run(`${job.name}:${job.id}`, this.closing.signal),
    };
    this.duration = new Histogram({
      name: 'media_job_duration_seconds',
      help: 'Time spent on one attempt of a media job, by outcome',
      labelNames: ['job', 'outcome'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    this.failures = new Counter({
      name: 'media_jobs_failed_total',
      help: 'Media jobs that ended failed after their last attempt',
      labelNames: ['job'],
      registers: [registry],
    });
  }

  /**
   * Takes no more jobs and finishes the ones in hand: a photo takes a second or so, while a cleanup run, which can go
   * on for minutes over a large store, stops at its next file (it failed before, when the queue's connection closed
   * under it, and was counted as a failure).
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.closing.abort();
    await this.worker.close();
  }

  async process(job: Job): Promise<unknown> {
    if (!isMediaJob(job)) throw jobFailure(new UnrecoverableError(`no handler for job ${job.name}`));
    const stop = this.duration.startTimer({ job: job.name });
    try {
      const result = await dispatch(this.handlers, job);
      stop({ outcome: 'completed' });
      return result;
    } catch (error) {
      stop({ outcome: 'failed' });
      throw jobFailure(error);
    }
  }

  /** The job's reason in Redis is the bare code; the detail (the decoder's message, a storage error) is logged here. */
  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    if (!job) return;
    const final = error instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
    if (final) this.failures.inc({ job: job.name });
    this.logger.warn(
      { jobId: job.id, job: job.name, attempt: job.attemptsMade, final, code: error.message, err: error.cause ?? error },
      'media job failed',
    );
  }

  /** Redis trouble surfaces here; without a listener the worker's error event would crash the process. */
  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.logger.error({ err: error }, 'media worker error');
  }
}
