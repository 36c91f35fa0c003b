import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { RedisConnection } from '../redis.provider';

const PREFIX = 'ricambiamo:revoked-session:';
/** The Redis key that marks a session revoked. */
export const revokedSessionKey = (sessionId: string) => `${PREFIX}${sessionId}`;
/** Every revocation is announced here too, to every replica's copy; channels span a server's databases, so it names its own. */
const channelOf = (redis: Redis) => `ricambiamo:revoked-sessions:${redis.options.db ?? 0}`;
/** How often each replica proves its subscription still delivers (a PING on it). */
export const HEARTBEAT_MS = 250;
/** How long after a proof the copy alone may answer: the longest a revocation can take to reach a cut-off replica. */
export const FRESH_MS = 1000;
/** How often revocations older than any token of their session are forgotten. */
const SWEEP_MS = 60_000;

/**
 * Logins that ended while their access tokens were still valid, whatever ended them: identity announces each one
 * (RevocationConsumer), and logout and password reset write theirs at once too. Kept in the Redis every replica shares,
 * with an expiry, and announced on a channel: each replica keeps a copy in memory, so an authenticated request costs
 * no round trip to Redis (one EXISTS was one of the three socket writes of an authenticated request).
 *
 * The copy answers only while it is known to be complete. It becomes so when the subscription is up and the revocations
 * already in Redis are read after it (a revocation is then either in that read or announced afterwards), and stays so
 * for FRESH_MS after each PING answered on the subscription: Redis answers a PING after every message published before
 * it. A lost, reconnecting or silent subscription (Redis away, a network cut) makes every check ask Redis itself again,
 * which fails closed when Redis cannot answer. So a revocation reaches every replica as soon as its message arrives,
 * within FRESH_MS at worst; the replica that revoked refuses the session at once.
 */
@Injectable()
export class RevokedSessions implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(RevokedSessions.name);
  private readonly ttlMs: number;
  /** Revoked session → until when it must stay refused (as long as Redis keeps it, or a little longer). */
  private readonly revoked = new Map<string, number>();
  private readonly subscriber: Redis;
  private readonly channel: string;
  /** The copy answers alone until then; 0 while it is not known to be complete. */
  private freshUntil = 0;
  /** Bumped when the subscription is lost, so a sync or a PING of the lost one proves nothing. */
  private generation = 0;
  private timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly redis: RedisConnection,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    // As long as a token of the session can live: one signed now, plus one whose refresh identity answered just
    // before the revocation and that the gateway signs just after it (at most one RPC budget later).
    this.ttlMs = (config.ACCESS_TOKEN_TTL_SECONDS + Math.ceil(config.RPC_BUDGET_MS / 1000)) * 1000;
    this.subscriber = redis.duplicate({ lazyConnect: true });
    this.channel = channelOf(redis);
  }

  onModuleInit(): void {
    this.subscriber.on('message', (_channel: string, message: string) => this.remember(parseIds(message)));
    this.subscriber.on('ready', () => void this.sync());
    for (const lost of ['close', 'reconnecting', 'end'] as const) this.subscriber.on(lost, () => this.forget());
    this.subscriber.on('error', () => this.forget());
    this.timers = [setInterval(() => void this.heartbeat(), HEARTBEAT_MS), setInterval(() => this.sweep(), SWEEP_MS)];
    // The gateway starts without Redis as it did before: until the copy is complete every check asks Redis.
    this.subscriber.connect().catch(() => undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.forget();
    if (this.subscriber.status === 'ready') await this.subscriber.quit();
    else this.subscriber.disconnect();
  }

  async revoke(sessionIds: string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    const ttlSeconds = this.ttlMs / 1000;
    const write = this.redis.multi();
    for (const id of sessionIds) write.set(revokedSessionKey(id), '1', 'EX', ttlSeconds);
    write.publish(this.channel, JSON.stringify(sessionIds));
    const results = await write.exec();
    if (!results) throw new Error('revocation not written: transaction discarded');
    const failed = results.find(([error]) => error)?.[0];
    if (failed) throw failed;
    this.remember(sessionIds);
  }

  async isRevoked(sessionId: string): Promise<boolean> {
    const now = Date.now();
    if (now < this.freshUntil) return (this.revoked.get(sessionId) ?? 0) > now;
    return (await this.redis.exists(revokedSessionKey(sessionId))) > 0;
  }

  private remember(sessionIds: string[]): void {
    const until = Date.now() + this.ttlMs;
    for (const id of sessionIds) this.revoked.set(id, until);
  }

  private forget(): void {
    this.freshUntil = 0;
    this.generation++;
  }

  /** Subscribe, then read what Redis already holds: together they are complete from the subscription on. */
  private async sync(): Promise<void> {
    const generation = this.generation;
    try {
      await this.subscriber.subscribe(this.channel);
      let cursor = '0';
      do {
        const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${PREFIX}*`, 'COUNT', 1000);
        this.remember(keys.map((k) => k.slice(PREFIX.length)));
        cursor = next;
      } while (cursor !== '0');
      if (generation === this.generation) this.freshUntil = Date.now() + FRESH_MS;
    } catch (error) {
      this.logger.warn(`Revoked sessions not copied, every check asks Redis: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async heartbeat(): Promise<void> {
    if (this.freshUntil === 0) return;
    const generation = this.generation;
    const sentAt = Date.now();
    try {
      await this.subscriber.ping();
      if (generation === this.generation) this.freshUntil = sentAt + FRESH_MS;
    } catch {
      this.forget();
    }
  }

  private sweep(): void {
    const now = Date.now();
    for (const [id, until] of this.revoked) if (until <= now) this.revoked.delete(id);
  }
}

/** The ids a revocation message carries; anything else carries none. */
function parseIds(message: string): string[] {
  try {
    const ids: unknown = JSON.parse(message);
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}
