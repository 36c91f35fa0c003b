import { Module } from '@nestjs/common';
import { HealthModule } from '@ricambiamo/logging';
import { RpcClient } from '@ricambiamo/messaging';
import { STORAGE, type Storage } from '@ricambiamo/storage';
import { RedisConnection } from '../redis.provider';
import { InternalHttpServer } from './internal-http-server';

/**
 * Ready when the gateway reaches what requests need: NATS for the services, Redis, and the image storage. Its port is
 * public, so it answers with the status alone; the reasons are on the internal port (InternalHttpServer).
 */
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
      details: false,
    }),
  ],
  providers: [InternalHttpServer],
})
export class GatewayHealthModule {}
