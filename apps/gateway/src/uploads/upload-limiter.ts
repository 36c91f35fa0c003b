import { Inject, Injectable } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { RedisConnection } from '../redis.provider';

/** How many requests of one kind a seller may make in a window. */
export interface Limite {
  /** Names the counter in Redis. */
  nome: string;
  massimo: number;
  finestraSecondi: number;
}

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

  /**
   * Counts one upload (an image by default, or another kind such as an import's files); null when it is within the
   * limit, otherwise the seconds until the window ends.
   */
  async admit(userId: string, limite: Limite = this.immagini()): Promise<number | null> {
    if (this.config.RATE_LIMIT_DISABLED) return null;
    const key = `${this.config.RATE_LIMIT_NAMESPACE}:${limite.nome}:${userId}`;
    const replies = await this.redis
      .multi()
      .set(key, 0, 'PX', limite.finestraSecondi * 1000, 'NX')
      .incr(key)
      .pttl(key)
      .exec();
    if (!replies) throw new Error('upload counter transaction aborted');
    const [, [countError, count], [ttlError, ttl]] = replies;
    const failure = countError ?? ttlError;
    if (failure) throw failure;
    return Number(count) > limite.massimo ? Math.max(1, Math.ceil(Number(ttl) / 1000)) : null;
  }

  private immagini(): Limite {
    return { nome: 'uploads', massimo: this.config.UPLOAD_LIMIT, finestraSecondi: this.config.UPLOAD_LIMIT_WINDOW_SECONDS };
  }
}
