import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type {
  Actor,
  CreaImportazioneRequest,
  ImportazioneDto,
  ImportJob,
  PaginaRigheDto,
  ParsedRequestOf,
  RapportoImportazioneDto,
  StatoImportazione,
} from '@ricambiamo/contracts';
import {
  ETICHETTE_ESITO,
  ETICHETTE_RISULTATO,
  IMPORT_PATHS,
  ImportJobName,
  IMPORTS,
  PAGINA_RIGHE_IMPORTAZIONE,
  QueueName,
  TOKENS,
} from '@ricambiamo/contracts';
import type { ErroreRigaDto } from '@ricambiamo/contracts';
import { DomainError, RpcClient } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import { UnitOfWork } from '@ricambiamo/service-kit';
import type { Storage } from '@ricambiamo/storage';
import { STORAGE } from '@ricambiamo/storage';
import type { Importazione, PrismaClient } from '../generated/prisma/client';
import { idLavoro, IMPORT_JOB_DEFAULTS } from './coda';
import { messaggioRiga, toImportazioneDto, toRigaDto } from './importazione.dto';
import { ImportazioniRepository } from './importazioni.repository';

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === 'P2002';

/**
 * The seller's side of an import: start it, read it, confirm or drop its preview, download its report. Only the actor's
 * own imports are ever read or moved; any other id is IMPORT_NOT_FOUND.
 */
@Injectable()
export class ImportazioniService {
  constructor(
    private readonly uow: UnitOfWork<Db<PrismaClient>>,
    private readonly importazioni: ImportazioniRepository,
    private readonly rpc: RpcClient,
    @InjectQueue(QueueName.Imports) private readonly coda: Queue<ImportJob>,
    @Inject(STORAGE) private readonly storage: Storage,
  ) {}

  async crea(venditore: Actor, richiesta: CreaImportazioneRequest): Promise<ImportazioneDto> {
    const importazione = await this.uow.run(async (tx) => {
      if (await this.importazioni.aperta(venditore.userId, tx)) throw new DomainError('IMPORT_IN_PROGRESS');
      try {
        return await this.importazioni.crea({ ...richiesta, venditoreId: venditore.userId, stato: 'in_analisi', intestazioni: [] }, tx);
      } catch (error) {
        // Two uploads racing: the open-import row of the seller lets one through.
        if (isUniqueViolation(error)) throw new DomainError('IMPORT_IN_PROGRESS');
        throw error;
      }
    });
    await this.accoda(importazione.id, 'analisi');
    return toImportazioneDto(importazione, []);
  }

  async leggi(venditore: Actor, id: string): Promise<ImportazioneDto> {
    return this.dto(await this.propria(venditore, id));
  }

  async ultima(venditore: Actor): Promise<ImportazioneDto | null> {
    const importazione = await this.importazioni.ultima(venditore.userId);
    return importazione ? this.dto(importazione) : null;
  }

  /**
   * Applies the preview. Refused while the balance does not cover it (INSUFFICIENT_TOKENS_CREATE): the seller buys
   * tokens first. Each row is still paid for on its own when it is applied, so a balance spent meanwhile fails rows,
   * never overdraws.
   */
  async conferma(venditore: Actor, id: string, correlationId: string): Promise<ImportazioneDto> {
    const importazione = await this.propria(venditore, id);
    if (importazione.stato !== 'anteprima') throw new DomainError('IMPORT_STATE_INVALID');
    if (importazione.costoGettoni > 0) {
      const { gettoni } = await this.rpc.send(TOKENS.balance.get, {}, { actor: venditore, correlationId });
      if (gettoni < importazione.costoGettoni) throw new DomainError('INSUFFICIENT_TOKENS_CREATE');
    }
    await this.uow.run(async (tx, _emit, hint) => {
      if (!(await this.importazioni.passa(id, 'anteprima', { stato: 'in_corso' }, tx))) throw new DomainError('IMPORT_STATE_INVALID');
      await this.importazioni.esitiSenzaLavoro(id, tx);
      hint(venditore.userId, 'importazioni');
    });
    await this.accoda(id, 'applica');
    return this.leggi(venditore, id);
  }

  /** Drops an import still in analysis or in preview: nothing was written or charged; its files go at once. */
  async annulla(venditore: Actor, id: string): Promise<ImportazioneDto> {
    const importazione = await this.propria(venditore, id);
    const da = importazione.stato as StatoImportazione;
    if (da !== 'anteprima' && da !== 'in_analisi') throw new DomainError('IMPORT_STATE_INVALID');
    await this.uow.run(async (tx, _emit, hint) => {
      if (!(await this.importazioni.passa(id, da, { stato: 'annullata', conclusaIl: new Date() }, tx))) {
        throw new DomainError('IMPORT_STATE_INVALID');
      }
      await this.importazioni.chiudi(venditore.userId, id, tx);
      hint(venditore.userId, 'importazioni');
    });
    await this.eliminaFile(importazione);
    return this.leggi(venditore, id);
  }

  async righe(venditore: Actor, { id, filtro, dopo, limite }: ParsedRequestOf<typeof IMPORTS.job.rows>): Promise<PaginaRigheDto> {
    await this.propria(venditore, id);
    const righe = await this.importazioni.pagina(id, filtro, dopo, limite);
    return { righe: righe.slice(0, limite).map(toRigaDto), altre: righe.length > limite };
  }

  async rapporto(venditore: Actor, { id, dopo }: ParsedRequestOf<typeof IMPORTS.job.report>): Promise<RapportoImportazioneDto> {
    const importazione = await this.propria(venditore, id);
    const righe = await this.importazioni.paginaRapporto(id, dopo, PAGINA_RIGHE_IMPORTAZIONE);
    return {
      nomeFile: importazione.nomeFile,
      intestazioni: importazione.intestazioni,
      altre: righe.length > PAGINA_RIGHE_IMPORTAZIONE,
      righe: righe.slice(0, PAGINA_RIGHE_IMPORTAZIONE).map((r) => ({
        riga: r.riga,
        celle: r.celle,
        esito: r.risultato === 'da_fare' ? ETICHETTE_ESITO[r.esito as keyof typeof ETICHETTE_ESITO] : ETICHETTE_RISULTATO[r.risultato as keyof typeof ETICHETTE_RISULTATO],
        messaggio: messaggioRiga(r.messaggio, r.errori as unknown as ErroreRigaDto[]),
      })),
    };
  }

  async eliminaFile(importazione: Pick<Importazione, 'id' | 'formato'>): Promise<void> {
    await this.storage.delete(IMPORT_PATHS.foglio(importazione.id, importazione.formato as 'csv' | 'xlsx'));
    await this.storage.delete(IMPORT_PATHS.zip(importazione.id));
  }

  private async propria(venditore: Actor, id: string): Promise<Importazione> {
    const importazione = await this.importazioni.delVenditore(id, venditore.userId);
    if (!importazione) throw new DomainError('IMPORT_NOT_FOUND');
    return importazione;
  }

  /**
   * An import waiting on a job that Redis lost (a flush, or an enqueue that failed after the commit) gets it again:
   * reading the import is enough to set it going, as it is for a job that failed past its attempts. The page reads it
   * every few seconds while it runs, so a job waiting or running is left alone.
   */
  private async dto(importazione: Importazione): Promise<ImportazioneDto> {
    const tipo = importazione.stato === 'in_analisi' ? 'analisi' : importazione.stato === 'in_corso' ? 'applica' : null;
    const job = tipo ? await this.coda.getJob(idLavoro(importazione.id, tipo)) : undefined;
    if (tipo && (!job || (await job.getState()) === 'failed')) await this.accoda(importazione.id, tipo);
    return toImportazioneDto(importazione, await this.importazioni.esiti(importazione.id));
  }

  private async accoda(importazioneId: string, tipo: 'analisi' | 'applica'): Promise<void> {
    const nome = tipo === 'analisi' ? ImportJobName.Analyse : ImportJobName.Apply;
    const jobId = idLavoro(importazioneId, tipo);
    const esistente = await this.coda.getJob(jobId);
    // A job that ended (completed, or failed past its attempts) is not added again by its id: it goes first.
    if (esistente && ['completed', 'failed'].includes(await esistente.getState())) await esistente.remove();
    await this.coda.add(nome, { importazioneId }, { jobId, ...IMPORT_JOB_DEFAULTS });
  }
}
