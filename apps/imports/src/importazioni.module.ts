import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QueueName } from '@ricambiamo/contracts';
import { SERVICE_CONFIG } from '@ricambiamo/service-kit';
import { createStorage, STORAGE } from '@ricambiamo/storage';
import { CatalogoClient } from './catalogo/catalogo.client';
import type { ImportsConfig } from './config';
import { FotoImportate } from './foto/foto-importate';
import { Analisi } from './lavori/analisi';
import { Applicazione } from './lavori/applicazione';
import { ImportazioniWorker } from './lavori/importazioni.worker';
import { ImportazioniController } from './importazioni/importazioni.controller';
import { ImportazioniRepository } from './importazioni/importazioni.repository';
import { ImportazioniService } from './importazioni/importazioni.service';

/** The imports' requests, their queue and its worker, the media queue the photos go to, and the storage of the files. */
@Module({
  imports: [
    BullModule.registerQueue({ name: QueueName.Imports }, { name: QueueName.Media }),
  ],
  controllers: [ImportazioniController],
  providers: [
    { provide: STORAGE, inject: [SERVICE_CONFIG], useFactory: (config: ImportsConfig) => createStorage(config) },
    ImportazioniRepository,
    ImportazioniService,
    CatalogoClient,
    FotoImportate,
    Analisi,
    Applicazione,
    ImportazioniWorker,
  ],
  exports: [STORAGE, BullModule],
})
export class ImportazioniModule {}
