import type { DynamicModule } from '@nestjs/common';
import { Module } from '@nestjs/common';
import type { RpcClientOptions } from './rpc-client';
import { RpcClient } from './rpc-client';

/** Gives the app one injectable RpcClient; the connection opens lazily on the first request. */
@Module({})
export class RpcClientModule {
  static register(options: RpcClientOptions): DynamicModule {
    return {
      module: RpcClientModule,
      global: true,
      providers: [{ provide: RpcClient, useFactory: () => new RpcClient(options) }],
      exports: [RpcClient],
    };
  }
}
