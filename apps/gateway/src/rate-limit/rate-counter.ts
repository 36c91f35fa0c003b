import { Inject, Injectable } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { RedisConnection } from '../redis.provider';

/** How many requests of one kind a subject (an address, an e-mail, a seller) may make in a window. */
export interface Limite {
  /** Names the counter in Redis. */
  nome: string;
  massimo: number;
  finestraSecondi: number;
}

/**
 * Requests per subject in a fixed window, counted in Redis so every replica shares the count: the window starts with
 * the subject's first request and its key expires with it. One round trip: the three commands go as one transaction.
 */
@Injectable()
export class RateCounter {
  /** RATE_LIMIT_DISABLED: nothing is counted, every request is admitted. */
  readonly disabled: boolean;

  constructor(
    private readonly redis: RedisConnection,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    this.disabled = config.RATE_LIMIT_DISABLED;
  }

  /** Counts one request; null when it is within the limit, otherwise the seconds until the window ends. */
  async admit(subject: string, limite: Limite): Promise<number | null> {
    if (this.disabled) return null;
    const key = `${this.config.RATE_LIMIT_NAMESPACE}:${limite.nome}:${subject}`;
    const replies = await this.redis
      .multi()
      .set(key, 0, 'PX', limite.finestraSecondi * 1000, 'NX')
      .incr(key)
      .pttl(key)
      .exec();
    if (!replies) throw new Error('rate counter transaction aborted');
    const [, [countError, count], [ttlError, ttl]] = replies;
    const failure = countError ?? ttlError;
    if (failure) throw failure;
    return Number(count) > limite.massimo ? Math.max(1, Math.ceil(Number(ttl) / 1000)) : null;
  }
}
