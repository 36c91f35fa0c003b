import { type DynamicModule, Global, Module } from '@nestjs/common';
import { RpcClientModule } from '@ricambiamo/messaging';
import { GATEWAY_CONFIG, type GatewayConfig } from './config';

/** The config parsed once at boot and the NATS client, available to every feature module. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    const rpc = RpcClientModule.register({ natsUrl: config.NATS_URL });
    return {
      module: CoreModule,
      imports: [rpc],
      providers: [{ provide: GATEWAY_CONFIG, useValue: config }],
      exports: [GATEWAY_CONFIG, rpc],
    };
  }
}
