import { Inject, Injectable } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { RedisConnection } from '../redis.provider';

const key = (sessionId: string) => `ricambiamo:revoked-session:${sessionId}`;

/**
 * Logins that ended (logout, password reset) while their access tokens were still valid. Kept in the Redis every
 * replica shares, so one EXISTS per authenticated request refuses them on all of them at once.
 */
@Injectable()
export class RevokedSessions {
  private readonly ttlSeconds: number;

  constructor(
    private readonly redis: RedisConnection,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    // As long as a token of the session can live: one signed now, plus one whose refresh identity answered just
    // before the revocation and that the gateway signs just after it (at most one RPC budget later).
    this.ttlSeconds = config.ACCESS_TOKEN_TTL_SECONDS + Math.ceil(config.RPC_BUDGET_MS / 1000);
  }

  async revoke(sessionIds: string[]): Promise<void> {
    await Promise.all(sessionIds.map((id) => this.redis.set(key(id), '1', 'EX', this.ttlSeconds)));
  }

  async isRevoked(sessionId: string): Promise<boolean> {
    return (await this.redis.exists(key(sessionId))) > 0;
  }
}
