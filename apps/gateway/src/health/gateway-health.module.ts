import { Module } from '@nestjs/common';
import { HealthModule } from '@ricambiamo/logging';
import { RpcClient } from '@ricambiamo/messaging';
import { STORAGE, type Storage } from '@ricambiamo/storage';
import { RedisConnection } from '../redis.provider';

/** Ready when the gateway reaches what requests need: NATS for the services, Redis, and the image storage. */
@Module({
  imports: [
    HealthModule.forRootAsync({
      inject: [RpcClient, RedisConnection, STORAGE],
      useFactory: (rpc: RpcClient, redis: RedisConnection, storage: Storage) => ({
        nats: () => rpc.ping(),
        storage: () => storage.check(),
        redis: async () => {
          await redis.ping();
        },
      }),
    }),
  ],
})
export class GatewayHealthModule {}
