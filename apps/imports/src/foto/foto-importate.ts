import { createHash } from 'node:crypto';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { AutoScortaDto, ErrorCode, ProcessImageJob } from '@ricambiamo/contracts';
import {
  IMAGE_CONTENT_TYPE,
  imageKeyFor,
  isErrorCode,
  MAX_BYTES_IMMAGINE,
  MEDIA_JOB_DEFAULTS,
  MEDIA_PATHS,
  MediaJobName,
  QueueName,
  sniffImageType,
} from '@ricambiamo/contracts';
import type { Storage } from '@ricambiamo/storage';
import { STORAGE, StorageConflictError } from '@ricambiamo/storage';
import type { RigaInterpretata } from '@ricambiamo/importazione';
import type { ArchivioFoto } from './archivio-foto';
import { uuidDa } from './uuid-da';

const STORE = 'auto-images';
/**
 * How often a row asks whether its photos are published: soon at first, because a photo takes about 10 ms in the
 * worker, then less often while a backlog clears (a fixed 200 ms made every row with new photos wait about four times
 * what its writes take: docs/performance.md#bulk-import).
 */
const PRIMA_ATTESA_MS = 10;
const ATTESA_MASSIMA_MS = 200;
/** A photo the media worker has not finished in this long: the row is tried again later, as after a crash. */
const MASSIMA_ATTESA_MS = 5 * 60_000;

/** The photo is not a JPEG or PNG of at most 5 MB, by its bytes (docs/rules.md §9). */
export class FotoNonValida extends Error {}
/** The media worker refused the photo for good (unreadable, too many pixels): the row fails with its reason. */
export class FotoRifiutata extends Error {
  constructor(readonly code: ErrorCode) {
    super(code);
  }
}

/**
 * A row's photos go through the same pipeline as the form's uploads (resize, EXIF stripped, WebP), uploaded in the
 * seller's name. The key comes from the seller, the file name and the bytes: a re-import naming the same file with the
 * same bytes reuses the published image, and a retry after a crash never makes a second one.
 */
@Injectable()
export class FotoImportate {
  constructor(
    @Inject(STORAGE) private readonly storage: Storage,
    @InjectQueue(QueueName.Media) private readonly media: Queue<ProcessImageJob>,
  ) {}

  chiave(venditoreId: string, nome: string, bytes: Buffer): string {
    const tipo = sniffImageType(bytes);
    if (!tipo || bytes.length > MAX_BYTES_IMMAGINE) throw new FotoNonValida(nome);
    const impronta = createHash('sha256').update(bytes).digest('hex');
    return imageKeyFor(uuidDa(`${venditoreId}:${nome}:${impronta}`), tipo);
  }

  /**
   * Which photos of the ZIP a row's listing already shows, byte for byte (imported before under the same name): a
   * re-import of the same files changes nothing. Only rows of cars in the stock are read, and only their photos.
   */
  async immaginiEsistenti(
    venditoreId: string,
    righe: readonly RigaInterpretata[],
    scorta: readonly AutoScortaDto[],
    archivio: ArchivioFoto | null,
  ): Promise<(autoId: string, nome: string) => string | null> {
    const esistenti = new Map<string, string>();
    const perCodice = new Map(scorta.map((auto) => [auto.codiceInterno ?? auto.id, auto]));
    for (const riga of archivio ? righe : []) {
      const auto = riga.valida ? perCodice.get(riga.codiceInterno) : undefined;
      if (!riga.valida || !auto) continue;
      for (const { nome } of riga.foto) {
        const bytes = archivio!.contiene(nome) ? await archivio!.leggi(nome, MAX_BYTES_IMMAGINE) : null;
        const tipo = bytes && sniffImageType(bytes);
        if (!bytes || !tipo) continue;
        const key = this.chiave(venditoreId, nome, bytes);
        if (auto.immagini.includes(key)) esistenti.set(`${auto.id}:${nome}`, key);
      }
    }
    return (autoId, nome) => esistenti.get(`${autoId}:${nome}`) ?? null;
  }

  /** Hands the photo to the media worker unless it is published already; returns its key. */
  async carica(venditoreId: string, nome: string, bytes: Buffer): Promise<string> {
    const key = this.chiave(venditoreId, nome, bytes);
    if (await this.storage.exists(MEDIA_PATHS.published(STORE, key))) return key;
    const tipo = sniffImageType(bytes)!;
    try {
      await this.storage.create(MEDIA_PATHS.incoming(STORE, key), bytes, IMAGE_CONTENT_TYPE[tipo]);
    } catch (error) {
      // A retry: the original is already waiting for its job.
      if (!(error instanceof StorageConflictError)) throw error;
    }
    const job = await this.media.getJob(key);
    // A job Redis still remembers as done, whose image the cleanup has since removed: processed again.
    if (job && (await job.getState()) === 'completed') await job.remove();
    await this.media.add(MediaJobName.ProcessImage, { store: STORE, key, uploaderId: venditoreId }, { jobId: key, ...MEDIA_JOB_DEFAULTS });
    return key;
  }

  /** Resolves once every key is published; FotoRifiutata when the worker refused one for good. */
  async attendi(keys: readonly string[]): Promise<void> {
    const scadenza = Date.now() + MASSIMA_ATTESA_MS;
    let attesa = PRIMA_ATTESA_MS;
    const attese = new Set(keys);
    while (attese.size > 0) {
      for (const key of [...attese]) {
        if (await this.storage.exists(MEDIA_PATHS.published(STORE, key))) {
          attese.delete(key);
          continue;
        }
        const job = await this.media.getJob(key);
        if (job && (await job.getState()) === 'failed') {
          throw new FotoRifiutata(isErrorCode(job.failedReason) ? job.failedReason : 'IMAGE_UNREADABLE');
        }
      }
      if (attese.size === 0) return;
      if (Date.now() > scadenza) throw new Error(`photos not processed in time: ${[...attese].join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, attesa));
      attesa = Math.min(attesa * 2, ATTESA_MASSIMA_MS);
    }
  }
}
