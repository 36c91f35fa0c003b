import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { CodaMedia } from './coda-media';
import { ImmaginiCaricate } from './immagini-caricate';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';

@Module({
  imports: [AccessModule],
  controllers: [UploadsController],
  providers: [UploadsService, ImmaginiCaricate, CodaMedia],
  exports: [ImmaginiCaricate],
})
export class UploadsModule {}
