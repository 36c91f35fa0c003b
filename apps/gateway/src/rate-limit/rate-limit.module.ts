import type { ExecutionContext } from '@nestjs/common';
import { Module } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { ThrottlerModule, type ThrottlerOptions } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import type { AuthenticatedRequest } from '../common/gql-context';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { RedisConnection } from '../redis.provider';
import { clientAddress } from './client-address';
import type { Limit } from './rate-limit.guard';

const MINUTE = 60 * 1000;
const TEN_MINUTES = 10 * MINUTE;

/** The e-mail an operation targets, so reset e-mails to one address stay few whatever IPs ask for them. */
function targetEmail(_req: Record<string, unknown>, context: ExecutionContext): string {
  const args = GqlExecutionContext.create(context).getArgs<{ input?: { email?: unknown } }>();
  const email = args.input?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

const byAddress = (req: Record<string, unknown>): string => clientAddress(req as unknown as AuthenticatedRequest);

/** Each limit an operation can opt into with @RateLimit, from the config; counted per operation. */
function limits(config: GatewayConfig): Record<Limit, Omit<ThrottlerOptions, 'name'>> {
  return {
    'per-ip': { ttl: TEN_MINUTES, limit: config.RATE_LIMIT_PER_IP, getTracker: byAddress },
    'per-email': { ttl: TEN_MINUTES, limit: config.RATE_LIMIT_PER_EMAIL, getTracker: targetEmail },
    refresh: { ttl: TEN_MINUTES, limit: config.RATE_LIMIT_REFRESH_PER_IP, getTracker: byAddress },
    search: { ttl: MINUTE, limit: config.RATE_LIMIT_SEARCH_PER_IP, getTracker: byAddress },
  };
}

@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [GATEWAY_CONFIG, RedisConnection],
      useFactory: (config: GatewayConfig, redis: RedisConnection) => ({
        storage: new ThrottlerStorageRedisService(redis),
        skipIf: () => config.RATE_LIMIT_DISABLED,
        throttlers: Object.entries(limits(config)).map(([name, options]) => ({ name, ...options })),
        generateKey: (context, tracker, throttler) =>
          `${config.RATE_LIMIT_NAMESPACE}:${context.getHandler().name}:${throttler}:${tracker}`,
      }),
    }),
  ],
})
export class RateLimitModule {}
