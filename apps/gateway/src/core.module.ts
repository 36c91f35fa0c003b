import { type DynamicModule, Global, Module } from '@nestjs/common';
import { rpcTimeoutMs } from '@ricambiamo/config';
import { natsCredentials, RpcClientModule } from '@ricambiamo/messaging';
import { GATEWAY_CONFIG, type GatewayConfig } from './config';
import { RedisConnection } from './redis.provider';

/** The config parsed once at boot and the connections to NATS and Redis, for every feature module. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: CoreModule,
      // The edge is depth 0: it waits the whole budget, so every call a service makes deeper gives up before it; and
      // within it, a user's request waits out a service none of whose replicas is up, rather than failing at once.
      imports: [
        RpcClientModule.register({
          natsUrl: config.NATS_URL,
          credentials: natsCredentials(config),
          timeoutMs: rpcTimeoutMs(config.RPC_BUDGET_MS, 0),
          waitForResponders: true,
        }),
      ],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: RedisConnection, useFactory: () => new RedisConnection(config.REDIS_URL, { maxRetriesPerRequest: 2 }) },
      ],
      exports: [GATEWAY_CONFIG, RedisConnection],
    };
  }
}
