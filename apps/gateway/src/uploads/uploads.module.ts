import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QueueName } from '@ricambiamo/contracts';
import { AccessModule } from '../access/access.module';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { ImmaginiCaricate } from './immagini-caricate';
import { UploadLimiter } from './upload-limiter';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';

@Module({
  imports: [
    AccessModule,
    BullModule.forRootAsync({
      inject: [GATEWAY_CONFIG],
      useFactory: (config: GatewayConfig) => ({ connection: { url: config.REDIS_URL } }),
    }),
    BullModule.registerQueue({ name: QueueName.Media }),
  ],
  controllers: [UploadsController],
  providers: [UploadsService, UploadLimiter, ImmaginiCaricate],
  exports: [ImmaginiCaricate],
})
export class UploadsModule {}
