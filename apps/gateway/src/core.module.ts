import { type DynamicModule, Global, Module } from '@nestjs/common';
import { RpcClientModule } from '@ricambiamo/messaging';
import { GATEWAY_CONFIG, type GatewayConfig } from './config';
import { RedisConnection } from './redis.provider';

/** The config parsed once at boot and the connections to NATS and Redis, for every feature module. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: CoreModule,
      imports: [RpcClientModule.register({ natsUrl: config.NATS_URL, timeoutMs: config.NATS_TIMEOUT_MS })],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: RedisConnection, useFactory: () => new RedisConnection(config.REDIS_URL, { maxRetriesPerRequest: 2 }) },
      ],
      exports: [GATEWAY_CONFIG, RedisConnection],
    };
  }
}
