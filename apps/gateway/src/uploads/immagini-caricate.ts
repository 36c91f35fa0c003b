import { Inject, Injectable } from '@nestjs/common';
import type { Actor, MediaStore } from '@ricambiamo/contracts';
import { isImageKey, MEDIA_PATHS, MESSAGGI_MEDIA, uploaderOf } from '@ricambiamo/contracts';
import type { RpcContext } from '@ricambiamo/messaging';
import { DomainError } from '@ricambiamo/messaging';
import type { Storage } from '@ricambiamo/storage';
import { STORAGE } from '@ricambiamo/storage';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { CodaMedia } from './coda-media';

/**
 * The images a listing or a seller profile may show: finished uploads of that seller in the right store. The browser
 * is never trusted with this, so the gateway checks every key before the owning service is asked (and tokens charged).
 */
@Injectable()
export class ImmaginiCaricate {
  constructor(
    @Inject(STORAGE) private readonly storage: Storage,
    private readonly media: CodaMedia,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /**
   * IMAGE_UNAVAILABLE, with the message on each form field holding a bad key, unless every key is a published image of
   * `store` the seller uploaded within the grace period, or one the record already shows (`alreadyShown`, asked only
   * when some key fails the first test): an edit keeps its old images whatever their age.
   */
  async assertUsable(
    caller: RpcContext,
    store: MediaStore,
    keysByField: Record<string, readonly string[]>,
    alreadyShown?: () => Promise<readonly (string | null)[]>,
  ): Promise<void> {
    const seller = caller.actor;
    if (!seller) throw new DomainError('UNAUTHENTICATED');
    const unique = [...new Set(Object.values(keysByField).flat())];
    const usable = await Promise.all(unique.map((key) => this.isFreshOwnUpload(seller, store, key)));
    const others = unique.filter((_, i) => !usable[i]);
    if (others.length === 0) return;
    const kept = new Set(alreadyShown ? await alreadyShown() : []);
    const refused = new Set(others.filter((key) => !kept.has(key)));
    if (refused.size === 0) return;
    const fields = Object.keys(keysByField).filter((field) => keysByField[field].some((key) => refused.has(key)));
    throw new DomainError('IMAGE_UNAVAILABLE', Object.fromEntries(fields.map((field) => [field, MESSAGGI_MEDIA.erroreImmagine])));
  }

  private async isFreshOwnUpload(seller: Actor, store: MediaStore, key: string): Promise<boolean> {
    // Not a key at all is no upload of anyone's: refused here, before the owning service is asked or tokens charged.
    if (!isImageKey(key)) return false;
    // While Redis remembers the job, only a completed one will do; the stored image alone says who uploaded it.
    const state = await (await this.media.get()).getJobState(key);
    if (state !== 'completed' && state !== 'unknown') return false;
    const image = await this.storage.stat(MEDIA_PATHS.published(store, key));
    // Past the grace period the cleanup may be removing it: refused, so the record never points at a removed file.
    return (
      image !== null &&
      uploaderOf(image.metadata) === seller.userId &&
      Date.now() - image.modified.getTime() < this.config.UPLOAD_GRACE_SECONDS * 1000
    );
  }
}
