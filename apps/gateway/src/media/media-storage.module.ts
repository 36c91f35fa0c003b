import { Global, Module } from '@nestjs/common';
import { createStorage, STORAGE } from '@ricambiamo/storage';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';

/** The image storage, shared by uploads (writes originals) and media (serves what the worker published). */
@Global()
@Module({
  providers: [{ provide: STORAGE, inject: [GATEWAY_CONFIG], useFactory: (config: GatewayConfig) => createStorage(config) }],
  exports: [STORAGE],
})
export class MediaStorageModule {}
