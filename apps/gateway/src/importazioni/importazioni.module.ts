import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { UploadsModule } from '../uploads/uploads.module';
import { ImportazioniController } from './importazioni.controller';
import { ImportazioniResolver } from './importazioni.resolver';

@Module({
  imports: [AccessModule, UploadsModule],
  controllers: [ImportazioniController],
  providers: [ImportazioniResolver],
})
export class ImportazioniModule {}
