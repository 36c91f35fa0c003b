import { Module } from '@nestjs/common';
import { HealthModule } from '@ricambiamo/logging';
import { RpcClient } from '@ricambiamo/messaging';
import { RedisConnection } from '../redis.provider';

/** Ready when the gateway can reach what every request needs: NATS for the services, Redis for rate limits. */
@Module({
  imports: [
    HealthModule.forRootAsync({
      inject: [RpcClient, RedisConnection],
      useFactory: (rpc: RpcClient, redis: RedisConnection) => ({
        nats: () => rpc.ping(),
        redis: async () => {
          await redis.ping();
        },
      }),
    }),
  ],
})
export class GatewayHealthModule {}
