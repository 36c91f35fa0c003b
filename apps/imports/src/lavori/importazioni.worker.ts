import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { Job } from 'bullmq';
import { UnrecoverableError, Worker } from 'bullmq';
import { IMPORT_PATHS, importJob, ImportJobName, QueueName } from '@ricambiamo/contracts';
import { SERVICE_CONFIG } from '@ricambiamo/service-kit';
import type { Storage } from '@ricambiamo/storage';
import { STORAGE } from '@ricambiamo/storage';
import { bullmqTelemetry } from '@ricambiamo/tracing';
import type { ImportsConfig } from '../config';
import { ArchivioFoto } from '../foto/archivio-foto';
import { ImportazioniRepository } from '../importazioni/importazioni.repository';
import { ImportazioniService } from '../importazioni/importazioni.service';
import { Analisi } from './analisi';
import { Applicazione } from './applicazione';

/**
 * Works the imports queue. Two imports at a time per replica, of different sellers (one open import per seller): an
 * import's time goes to waiting on catalogue and the media worker, not to this process. A worker that dies holds its
 * job until its lock runs out (IMPORT_LOCK_SECONDS); then any replica takes the job over, as often as it takes.
 */
@Injectable()
export class ImportazioniWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(ImportazioniWorker.name);
  private worker: Worker | null = null;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ImportsConfig,
    private readonly importazioni: ImportazioniRepository,
    private readonly servizio: ImportazioniService,
    private readonly analisi: Analisi,
    private readonly applicazione: Applicazione,
    @Inject(STORAGE) private readonly storage: Storage,
  ) {}

  onApplicationBootstrap(): void {
    const lockDuration = this.config.IMPORT_LOCK_SECONDS * 1000;
    this.worker = new Worker(QueueName.Imports, (job) => this.process(job), {
      connection: { url: this.config.REDIS_URL },
      concurrency: 2,
      lockDuration,
      stalledInterval: lockDuration,
      // A job is taken over after each death of its worker, however many: its rows done are never done again.
      maxStalledCount: 1000,
      ...bullmqTelemetry(),
    });
    this.worker.on('failed', (job, error) => {
      if (job) this.logger.warn({ jobId: job.id, job: job.name, attempt: job.attemptsMade, err: error }, 'import job failed; retried');
    });
    // Redis trouble surfaces here; without a listener the worker's error event would crash the process.
    this.worker.on('error', (error) => this.logger.error({ err: error }, 'imports worker error'));
  }

  /** Takes no more jobs and lets the rows in hand finish; a row cut short is resumed by the next worker anyway. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.worker?.close();
  }

  private async process(job: Job): Promise<void> {
    const parsed = importJob.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`bad import job ${job.id}`);
    const { importazioneId } = parsed.data;
    const correlationId = `import:${importazioneId}`;
    if (job.name === String(ImportJobName.Analyse)) return this.analisi.esegui(importazioneId, correlationId);
    if (job.name !== String(ImportJobName.Apply)) throw new UnrecoverableError(`no handler for job ${job.name}`);
    const importazione = await this.importazioni.get(importazioneId);
    if (!importazione) return;
    // Ended, but its worker died before the files went.
    if (importazione.stato !== 'in_corso') return importazione.stato === 'completata' ? this.servizio.eliminaFile(importazione) : undefined;
    const archivio = importazione.conFoto ? await ArchivioFoto.apri(this.storage, IMPORT_PATHS.zip(importazioneId)) : null;
    try {
      await this.applicazione.esegui(importazione, archivio, correlationId);
    } finally {
      await archivio?.chiudi();
    }
    await this.servizio.eliminaFile(importazione);
  }
}
