import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { MediaStore, ReferencedImagesDto, referencedImagesRequest, RpcContract } from '@ricambiamo/contracts';
import { CATALOGUE, CLEANUP_MARGIN_SECONDS, IDENTITY, isImageKey, MEDIA_PATHS, MEDIA_STORES, mediaFileId, QueueName } from '@ricambiamo/contracts';
import { MetricsRegistry } from '@ricambiamo/logging';
import { RpcClient } from '@ricambiamo/messaging';
import { SERVICE_CONFIG } from '@ricambiamo/service-kit';
import type { Storage } from '@ricambiamo/storage';
import { STORAGE } from '@ricambiamo/storage';
import { Counter } from 'prom-client';
import type { MediaWorkerConfig } from '../config';

type ReferencesContract = RpcContract<typeof referencedImagesRequest, ReferencedImagesDto>;

/** Every store with the service that knows which of its images are in use: a new store cannot be left out. */
const REFERENCED_BY: Record<MediaStore, ReferencesContract> = {
  'auto-images': CATALOGUE.images.referenced,
  'profile-images': IDENTITY.images.referenced,
};

/** Keys per question to the owning service (the contract's maximum). */
const BATCH = 500;

/** The files of one published image, the image itself (while it is there) first, then its thumbnail. */
interface Pubblicata {
  key?: string;
  files: string[];
}

/**
 * Removes what nothing refers to once its grace period (plus a margin) is over: published images with their
 * thumbnails, thumbnails left without their image, and originals whose job is gone. An image is removed only after
 * its owning service said it is not in use; when that service cannot be asked the run fails and removes nothing more.
 */
@Injectable()
export class ImageCleanup {
  private readonly logger = new Logger(ImageCleanup.name);
  private readonly removed: Counter<'store'>;

  constructor(
    @Inject(STORAGE) private readonly storage: Storage,
    @InjectQueue(QueueName.Media) private readonly queue: Queue,
    @Inject(SERVICE_CONFIG) private readonly config: MediaWorkerConfig,
    private readonly rpc: RpcClient,
    registry: MetricsRegistry,
  ) {
    this.removed = new Counter({
      name: 'media_images_removed_total',
      help: 'Published images (with their thumbnail) and originals removed because nothing referred to them',
      labelNames: ['store'],
      registers: [registry],
    });
  }

  /** `stop` ends the run at the next file, as the app closes: a run cut short is finished by the next one. */
  async run(correlationId: string, stop: AbortSignal): Promise<{ removed: number }> {
    const cutoff = Date.now() - (this.config.UPLOAD_GRACE_SECONDS + CLEANUP_MARGIN_SECONDS) * 1000;
    let removed = 0;
    for (const store of MEDIA_STORES) {
      removed += await this.sweepPublished(store, REFERENCED_BY[store], cutoff, correlationId, stop);
      removed += await this.sweepIncoming(store, cutoff, stop);
    }
    if (removed > 0) this.logger.log({ removed, correlationId }, 'unreferenced images removed');
    return { removed };
  }

  private async sweepPublished(
    store: MediaStore,
    references: ReferencesContract,
    cutoff: number,
    correlationId: string,
    stop: AbortSignal,
  ): Promise<number> {
    const folder = MEDIA_PATHS.publishedFolder(store);
    // By the uuid an image and its thumbnail share; one recent file keeps both (the thumbnail is written first).
    const old = new Map<string, Pubblicata>();
    const recent = new Set<string>();
    for await (const object of this.storage.list(folder)) {
      if (stop.aborted) return 0;
      const file = object.path.slice(folder.length + 1);
      const id = mediaFileId(file);
      if (!id) continue;
      if (object.modified.getTime() >= cutoff) {
        recent.add(id);
        continue;
      }
      const pubblicata = old.get(id) ?? { files: [] };
      if (isImageKey(file)) {
        pubblicata.key = file;
        // The image before its thumbnail: a run cut short leaves a lone thumbnail, which the next run removes.
        pubblicata.files.unshift(file);
      } else {
        pubblicata.files.push(file);
      }
      old.set(id, pubblicata);
    }
    const candidates = [...old].filter(([id]) => !recent.has(id)).map(([, pubblicata]) => pubblicata);

    let removed = 0;
    for (let i = 0; i < candidates.length && !stop.aborted; i += BATCH) {
      const batch = candidates.slice(i, i + BATCH);
      const keys = batch.flatMap((pubblicata) => (pubblicata.key ? [pubblicata.key] : []));
      const inUse = new Set(keys.length > 0 ? (await this.rpc.send(references, { keys }, { actor: null, correlationId })).referenced : []);
      for (const pubblicata of batch) {
        if (stop.aborted) break;
        if (pubblicata.key && inUse.has(pubblicata.key)) continue;
        for (const file of pubblicata.files) await this.storage.delete(MEDIA_PATHS.published(store, file));
        removed++;
      }
    }
    this.removed.inc({ store }, removed);
    return removed;
  }

  /** An original still waiting for its job is kept: workers may have been down for longer than the grace period. */
  private async sweepIncoming(store: MediaStore, cutoff: number, stop: AbortSignal): Promise<number> {
    const folder = MEDIA_PATHS.incomingFolder(store);
    let removed = 0;
    for await (const object of this.storage.list(folder)) {
      if (stop.aborted) break;
      const key = object.path.slice(folder.length + 1);
      if (!isImageKey(key) || object.modified.getTime() >= cutoff) continue;
      if ((await this.queue.getJobState(key)) !== 'unknown') continue;
      await this.storage.delete(object.path);
      removed++;
    }
    this.removed.inc({ store }, removed);
    return removed;
  }
}
