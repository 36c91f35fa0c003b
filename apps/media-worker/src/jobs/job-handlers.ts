import type { Job } from 'bullmq';
import type { MediaJobs } from '@ricambiamo/contracts';
import { MediaJobName } from '@ricambiamo/contracts';

/** A media job whose name fixes its payload (MediaJobs): an image job carries its upload, the cleanup nothing. */
export type MediaJob<N extends MediaJobName = MediaJobName> = { [K in N]: Job<MediaJobs[K], unknown, K> }[N];

/**
 * docs/conventions.md#jobs-and-consumers: one handler per job name, each typed by its own job, so a job name added to
 * MediaJobName without its handler does not compile, and a producer's new job cannot reach a worker that lacks it.
 */
export type MediaJobHandlers = { [N in MediaJobName]: (job: MediaJob<N>) => Promise<unknown> };

const NOMI: ReadonlySet<string> = new Set(Object.values(MediaJobName));

/** Whether a job taken off the queue is one this worker knows; any other name (a newer producer's) has no handler. */
export const isMediaJob = (job: Job): job is MediaJob => NOMI.has(job.name);

/** Hands the job to the handler of its name. */
export function dispatch<N extends MediaJobName>(handlers: MediaJobHandlers, job: MediaJob<N>): Promise<unknown> {
  return handlers[job.name](job);
}
