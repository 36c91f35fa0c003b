import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Actor, FormatoFoglio } from '@ricambiamo/contracts';
import { IMPORT_PATHS, MESSAGGI_IMPORTAZIONE } from '@ricambiamo/contracts';
import { anteprima, FoglioNonValidoError, interpretaRiga, leggiFoglio } from '@ricambiamo/importazione';
import type { Anteprima, FoglioLetto, RigaInterpretata } from '@ricambiamo/importazione';
import type { Db } from '@ricambiamo/service-kit';
import { UnitOfWork } from '@ricambiamo/service-kit';
import type { Storage } from '@ricambiamo/storage';
import { STORAGE } from '@ricambiamo/storage';
import { CatalogoClient } from '../catalogo/catalogo.client';
import { ArchivioFoto, ZipIllegibile } from '../foto/archivio-foto';
import { FotoImportate } from '../foto/foto-importate';
import type { Importazione, Prisma, PrismaClient } from '../generated/prisma/client';
import { ImportazioniRepository } from '../importazioni/importazioni.repository';
import { ImportazioniService } from '../importazioni/importazioni.service';

/** The seller dropped the import while it was being read. */
class AnalisiSuperata extends Error {}

/**
 * Reads the sheet and the ZIP's directory, compares every row with the seller's stock and stores the preview: nothing
 * is written to the catalogue, nothing is charged. A sheet or ZIP that cannot be read at all ends the import failed,
 * with the reason; anything else (catalogue away) is retried with the job.
 */
@Injectable()
export class Analisi {
  private readonly logger = new Logger(Analisi.name);

  constructor(
    private readonly uow: UnitOfWork<Db<PrismaClient>>,
    private readonly importazioni: ImportazioniRepository,
    private readonly servizio: ImportazioniService,
    private readonly catalogo: CatalogoClient,
    private readonly foto: FotoImportate,
    @Inject(STORAGE) private readonly storage: Storage,
  ) {}

  async esegui(importazioneId: string, correlationId: string): Promise<void> {
    const importazione = await this.importazioni.get(importazioneId);
    if (!importazione || importazione.stato !== 'in_analisi') return;
    const venditore: Actor = { userId: importazione.venditoreId, role: 'venditore' };
    let archivio: ArchivioFoto | null = null;
    try {
      const bytes = await this.storage.read(IMPORT_PATHS.foglio(importazione.id, importazione.formato as FormatoFoglio));
      if (!bytes) throw new FoglioNonValidoError('fileIllegibile', MESSAGGI_IMPORTAZIONE.fileIllegibile);
      const foglio = await leggiFoglio(bytes, importazione.formato as FormatoFoglio);
      if (importazione.conFoto) archivio = await ArchivioFoto.apri(this.storage, IMPORT_PATHS.zip(importazione.id));
      const scorta = await this.catalogo.scorta(venditore, correlationId);
      const righe = foglio.righe.map((riga) => interpretaRiga(foglio.intestazioni, riga));
      const esito = anteprima({
        righe,
        scorta,
        rimuovi: importazione.rimuovi,
        fotoDisponibili: (nome) => archivio?.contiene(nome) ?? false,
        immagineEsistente: await this.foto.immaginiEsistenti(venditore.userId, righe, scorta, archivio),
      });
      await this.salva(importazione, foglio, righe, esito);
      this.logger.log({ importazioneId, righe: esito.righe.length, costo: esito.costoGettoni }, 'import analysed');
    } catch (error) {
      if (error instanceof AnalisiSuperata) return;
      const messaggio =
        error instanceof FoglioNonValidoError ? error.message : error instanceof ZipIllegibile ? MESSAGGI_IMPORTAZIONE.zipIllegibile : null;
      if (messaggio === null) throw error;
      await this.fallisci(importazione, messaggio);
    } finally {
      await archivio?.chiudi();
    }
  }

  /**
   * The preview, in the import's rows: each keeps its cells for the report and, when it is to be applied, the row as
   * read, which applying compares again with the listing as it is then.
   */
  private async salva(importazione: Importazione, foglio: FoglioLetto, righe: readonly RigaInterpretata[], esito: Anteprima): Promise<void> {
    const celle = new Map(foglio.righe.map((r) => [r.riga, r.celle]));
    const valide = new Map(righe.flatMap((r) => (r.valida ? [[r.riga, r] as const] : [])));
    const ultima = foglio.righe.at(-1)?.riga ?? 1;
    let rimosse = 0;
    const record = esito.righe.map((r): Prisma.RigaImportazioneCreateManyInput => {
      const daApplicare = r.esito === 'nuova' || r.esito === 'modificata';
      return {
        importazioneId: importazione.id,
        // The cars the import removes are in no row of the sheet: numbered after its last one.
        riga: r.esito === 'rimossa' ? ultima + ++rimosse : r.riga,
        codiceInterno: r.codiceInterno,
        titolo: r.titolo,
        celle: r.esito === 'rimossa' ? [] : (celle.get(r.riga) ?? []),
        esito: r.esito,
        campi: r.campi,
        errori: r.errori as unknown as Prisma.InputJsonValue,
        dati: daApplicare ? (valide.get(r.riga) as unknown as Prisma.InputJsonValue) : undefined,
        autoId: r.autoId,
      };
    });
    await this.uow.run(async (tx, _emit, hint) => {
      await this.importazioni.scriviRighe(record, tx);
      const stato = { stato: 'anteprima', intestazioni: foglio.intestazioni, costoGettoni: esito.costoGettoni };
      // Dropped by the seller while it was being read: the rows go with the rollback.
      if (!(await this.importazioni.passa(importazione.id, 'in_analisi', stato, tx))) throw new AnalisiSuperata();
      hint(importazione.venditoreId, 'importazioni');
    });
  }

  private async fallisci(importazione: Importazione, messaggio: string): Promise<void> {
    await this.uow.run(async (tx, _emit, hint) => {
      if (!(await this.importazioni.passa(importazione.id, 'in_analisi', { stato: 'fallita', messaggio, conclusaIl: new Date() }, tx))) return;
      await this.importazioni.chiudi(importazione.venditoreId, importazione.id, tx);
      hint(importazione.venditoreId, 'importazioni');
    });
    await this.servizio.eliminaFile(importazione);
  }
}

