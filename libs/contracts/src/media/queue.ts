import { z } from 'zod';
import { MEDIA_STORES, isImageKey } from './images';

/** BullMQ queues (Redis); the only place their names are written. */
export enum QueueName {
  Media = 'media',
  /** Worked by the imports service: an import's analysis, then its rows once confirmed. */
  Imports = 'imports',
}

/** Every job the media queue carries; the worker refuses to start unless each has a handler. */
export enum MediaJobName {
  ProcessImage = 'image.process',
  /** Scheduled: removes the images nothing references once their grace period is over. */
  CleanupImages = 'images.cleanup',
}

/**
 * An uploaded original waiting under the incoming area; the worker publishes the processed image as `store/key`.
 * The job id is the key (a fresh uuid), so enqueueing the same upload twice adds one job.
 */
export const processImageJob = z.object({
  store: z.enum(MEDIA_STORES),
  key: z.string().refine(isImageKey, 'not an image key'),
  /** Only the uploader may read the upload's status, and use the image in a listing (the published image records it). */
  uploaderId: z.uuid(),
});
export type ProcessImageJob = z.output<typeof processImageJob>;

export interface MediaJobs {
  [MediaJobName.ProcessImage]: ProcessImageJob;
  [MediaJobName.CleanupImages]: Record<string, never>;
}

/**
 * Retries cover passing trouble (storage or Redis hiccups): 3 attempts, 1 s then 2 s apart. Finished jobs stay long
 * enough for the upload form to read their end state, then Redis forgets them.
 */
export const MEDIA_JOB_DEFAULTS = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { age: 24 * 3600 },
  removeOnFail: { age: 7 * 24 * 3600 },
} as const;

/**
 * Storage paths shared by the gateway (writes the original, serves the result) and the worker. Originals wait in
 * `incoming/`, which is never served: they still carry their EXIF (GPS) until the worker strips it.
 */
export const MEDIA_PATHS = {
  incomingFolder: (store: string) => `incoming/${store}`,
  incoming: (store: string, key: string) => `incoming/${store}/${key}`,
  publishedFolder: (store: string) => store,
  published: (store: string, file: string) => `${store}/${file}`,
} as const;
