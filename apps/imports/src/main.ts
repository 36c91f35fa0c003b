import '@ricambiamo/tracing/preload';
import 'reflect-metadata';
import { BullModule, getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { IMPORTS, QueueName } from '@ricambiamo/contracts';
import { rowsOlderThan } from '@ricambiamo/messaging';
import type { ServiceDefinition } from '@ricambiamo/service-kit';
import { runService } from '@ricambiamo/service-kit';
import type { Storage } from '@ricambiamo/storage';
import { STORAGE } from '@ricambiamo/storage';
import { bullmqTelemetry } from '@ricambiamo/tracing';
import type { ImportsConfig } from './config';
import { importsEnv } from './config';
import { PrismaClient } from './generated/prisma/client';
import { ImportazioniModule } from './importazioni.module';

/**
 * Imports: a seller's stock from a sheet and a ZIP of photos, analysed into a preview, then applied row by row through
 * catalogue's own contracts (docs/architecture.md#bulk-import). It answers the seller's requests over NATS and works its
 * jobs from the `imports` queue in Redis; its database keeps each import and its rows, so a job resumes where it stopped.
 */
export const imports: ServiceDefinition<ImportsConfig> = {
  name: 'imports',
  env: importsEnv,
  contracts: IMPORTS,
  database: PrismaClient,
  callsServices: true,
  // The report reads the rows: an ended import keeps them a week, then goes with them (ON DELETE CASCADE).
  prunes: [rowsOlderThan({ table: 'importazioni', key: 'id', column: 'conclusa_il', retentionMs: 7 * 24 * 3600 * 1000 })],
  readiness: {
    imports: [ImportazioniModule],
    inject: [getQueueToken(QueueName.Imports), STORAGE],
    useFactory: (queue: Queue, storage: Storage) => ({
      redis: async () => void (await queue.getJobCounts('waiting')),
      storage: () => storage.check(),
    }),
  },
  imports: (config) => [BullModule.forRoot({ connection: { url: config.REDIS_URL }, ...bullmqTelemetry() }), ImportazioniModule],
};

if (require.main === module) runService(imports);
