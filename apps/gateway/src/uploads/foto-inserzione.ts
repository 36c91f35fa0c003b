import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { Actor, MediaStore, ProcessImageJob } from '@ricambiamo/contracts';
import { isImageKey, MEDIA_PATHS, MESSAGGI_MEDIA, QueueName, uploaderOf } from '@ricambiamo/contracts';
import type { RpcContext } from '@ricambiamo/messaging';
import { DomainError } from '@ricambiamo/messaging';
import type { Storage } from '@ricambiamo/storage';
import { STORAGE } from '@ricambiamo/storage';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';

const STORE: MediaStore = 'auto-images';

/**
 * The photos a listing may show: finished uploads of its own seller. The browser is never trusted with this, so
 * the gateway checks every key before catalogue is asked (and tokens charged).
 */
@Injectable()
export class FotoInserzione {
  constructor(
    @Inject(STORAGE) private readonly storage: Storage,
    @InjectQueue(QueueName.Media) private readonly queue: Queue<ProcessImageJob>,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /**
   * IMAGE_UNAVAILABLE unless every key is a published image the seller uploaded within the grace period, or one of
   * the photos the listing already shows (`onListing`, asked only when some key fails the first test): an edit keeps
   * its old photos whatever their age.
   */
  async assertUsable(caller: RpcContext, keys: readonly string[], onListing?: () => Promise<readonly string[]>): Promise<void> {
    const seller = caller.actor;
    if (!seller) throw new DomainError('UNAUTHENTICATED');
    const unique = [...new Set(keys)];
    const usable = await Promise.all(unique.map((key) => this.isFreshOwnUpload(seller, key)));
    const others = unique.filter((_, i) => !usable[i]);
    if (others.length === 0) return;
    const kept = new Set(onListing ? await onListing() : []);
    if (others.every((key) => kept.has(key))) return;
    throw new DomainError('IMAGE_UNAVAILABLE', { immagini: MESSAGGI_MEDIA.erroreImmagine });
  }

  private async isFreshOwnUpload(seller: Actor, key: string): Promise<boolean> {
    // Not a key at all: catalogue refuses it with the form's own validation message.
    if (!isImageKey(key)) return true;
    // While Redis remembers the job, only a completed one will do; the stored image alone says who uploaded it.
    const state = await this.queue.getJobState(key);
    if (state !== 'completed' && state !== 'unknown') return false;
    const image = await this.storage.stat(MEDIA_PATHS.published(STORE, key));
    // Past the grace period the cleanup may be removing it: refused, so the listing never points at a removed file.
    return (
      image !== null &&
      uploaderOf(image.metadata) === seller.userId &&
      Date.now() - image.modified.getTime() < this.config.UPLOAD_GRACE_SECONDS * 1000
    );
  }
}
