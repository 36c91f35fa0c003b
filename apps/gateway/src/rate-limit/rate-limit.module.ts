import type { ExecutionContext } from '@nestjs/common';
import { Module } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { ThrottlerModule } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { RedisConnection } from '../redis.provider';
import type { AuthenticatedRequest } from '../graphql/gql-context';

const TEN_MINUTES = 10 * 60 * 1000;

/** The e-mail an operation targets, so a password-guessing run is slowed down whatever IPs it comes from. */
function targetEmail(_req: Record<string, unknown>, context: ExecutionContext): string {
  const args = GqlExecutionContext.create(context).getArgs<{ input?: { email?: unknown } }>();
  const email = args.input?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

function clientIp(req: Record<string, unknown>): string {
  return (req as unknown as AuthenticatedRequest).ip;
}

@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [GATEWAY_CONFIG, RedisConnection],
      useFactory: (config: GatewayConfig, redis: RedisConnection) => ({
        storage: new ThrottlerStorageRedisService(redis),
        skipIf: () => config.RATE_LIMIT_DISABLED,
        throttlers: [
          { name: 'per-ip', ttl: TEN_MINUTES, limit: config.RATE_LIMIT_PER_IP, getTracker: clientIp },
          { name: 'per-email', ttl: TEN_MINUTES, limit: config.RATE_LIMIT_PER_EMAIL, getTracker: targetEmail },
        ],
        generateKey: (context, tracker, throttler) =>
          `${config.RATE_LIMIT_NAMESPACE}:${context.getHandler().name}:${throttler}:${tracker}`,
      }),
    }),
  ],
})
export class RateLimitModule {}
