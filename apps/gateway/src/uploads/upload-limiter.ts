import { Inject, Injectable } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { RedisConnection } from '../redis.provider';

/**
 * Uploads per seller in a fixed window, counted in Redis so every replica shares the count: the window starts with
 * the seller's first upload and its key expires with it.
 */
@Injectable()
export class UploadLimiter {
  constructor(
    private readonly redis: RedisConnection,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** Counts one upload; null when it is within the limit, otherwise the seconds until the window ends. */
  async admit(userId: string): Promise<number | null> {
    if (this.config.RATE_LIMIT_DISABLED) return null;
    const key = `${this.config.RATE_LIMIT_NAMESPACE}:uploads:${userId}`;
    const replies = await this.redis
      .multi()
      .set(key, 0, 'PX', this.config.UPLOAD_LIMIT_WINDOW_SECONDS * 1000, 'NX')
      .incr(key)
      .pttl(key)
      .exec();
    if (!replies) throw new Error('upload counter transaction aborted');
    const [, [countError, count], [ttlError, ttl]] = replies;
    const failure = countError ?? ttlError;
    if (failure) throw failure;
    return Number(count) > this.config.UPLOAD_LIMIT ? Math.max(1, Math.ceil(Number(ttl) / 1000)) : null;
  }
}
