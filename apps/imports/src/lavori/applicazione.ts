import { Injectable, Logger } from '@nestjs/common';
import type { Actor, AutoScortaDto, RequestOf } from '@ricambiamo/contracts';
import { CATALOGUE, errorMessage, IMPORTS_EVENTS, MAX_BYTES_IMMAGINE, MESSAGGI_IMPORTAZIONE } from '@ricambiamo/contracts';
import type { RigaValida } from '@ricambiamo/importazione';
import { anteprima } from '@ricambiamo/importazione';
import { DomainError } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import { UnitOfWork } from '@ricambiamo/service-kit';
import { CatalogoClient } from '../catalogo/catalogo.client';
import type { ArchivioFoto } from '../foto/archivio-foto';
import { FotoImportate, FotoNonValida, FotoRifiutata } from '../foto/foto-importate';
import { uuidDa } from '../foto/uuid-da';
import type { Importazione, Prisma, PrismaClient, RigaImportazione } from '../generated/prisma/client';
import { avanzamento, messaggioRiga } from '../importazioni/importazione.dto';
import { ImportazioniRepository } from '../importazioni/importazioni.repository';
import { inParallelo } from './in-parallelo';

type Creazione = RequestOf<typeof CATALOGUE.listing.create>;
type Modifica = RequestOf<typeof CATALOGUE.listing.update>;
type Richiesta = { crea: Creazione } | { modifica: Modifica };

/** A row that cannot be applied, whatever the retries: it ends non_riuscita with this text. */
class RigaRifiutata extends Error {}

/**
 * Rows applied at once. Each is its own unit and none depends on another (the preview refused repeated codes), so they
 * overlap: their photos keep the media worker's slots busy while other rows wait on catalogue and tokens. Measured in
 * bench/import.bench.ts (docs/performance.md#bulk-import).
 */
const RIGHE_INSIEME = 4;

/** At most one progress hint a second: the page refetches on each. */
const OGNI_MS = 1000;

/**
 * Applies a confirmed import row by row, each its own unit: its listing write and its token debit commit together in
 * catalogue or not at all. Before a row is sent, its exact request is stored; after a crash the job resumes at the
 * first row not done and sends that same request with the same idempotency key, so nothing is created or charged twice
 * and no row is lost (docs/architecture.md#bulk-import).
 */
@Injectable()
export class Applicazione {
  private readonly logger = new Logger(Applicazione.name);
  /** When each running import last told its seller: two imports of two sellers run at once in one worker. */
  private readonly ultimoAvviso = new Map<string, number>();

  constructor(
    private readonly uow: UnitOfWork<Db<PrismaClient>>,
    private readonly importazioni: ImportazioniRepository,
    private readonly catalogo: CatalogoClient,
    private readonly foto: FotoImportate,
  ) {}

  async esegui(importazione: Importazione, archivio: ArchivioFoto | null, correlationId: string): Promise<void> {
    const venditore: Actor = { userId: importazione.venditoreId, role: 'venditore' };
    const scorta = new Map((await this.catalogo.scorta(venditore, correlationId)).map((auto) => [auto.id, auto]));
    await inParallelo(await this.importazioni.daFare(importazione.id), RIGHE_INSIEME, async (riga) => {
      try {
        const esito = await this.applica(importazione, riga, venditore, scorta, archivio, correlationId);
        await this.registra(importazione, riga.riga, esito);
      } catch (error) {
        const messaggio = this.messaggioDefinitivo(error);
        if (messaggio === null) throw error;
        await this.registra(importazione, riga.riga, { risultato: 'non_riuscita', messaggio });
      }
    });
    await this.concludi(importazione);
    this.ultimoAvviso.delete(importazione.id);
  }

  private async applica(
    importazione: Importazione,
    riga: RigaImportazione,
    venditore: Actor,
    scorta: ReadonlyMap<string, AutoScortaDto>,
    archivio: ArchivioFoto | null,
    correlationId: string,
  ): Promise<Prisma.RigaImportazioneUpdateInput> {
    if (riga.esito === 'rimossa') {
      try {
        await this.catalogo.elimina(venditore, correlationId, riga.autoId!);
      } catch (error) {
        // Gone already: by the seller meanwhile, or by this very row before a crash.
        if (!(error instanceof DomainError && error.code === 'LISTING_NOT_FOUND')) throw error;
      }
      return { risultato: 'rimossa' };
    }
    const richiesta = (riga.richiesta as unknown as Richiesta | null) ?? (await this.prepara(importazione, riga, venditore, scorta, archivio));
    if (richiesta === 'invariata') return { risultato: 'invariata' };
    if ('crea' in richiesta) {
      await this.foto.attendi(richiesta.crea.immagini);
      const auto = await this.catalogo.crea(venditore, correlationId, richiesta.crea);
      return { risultato: 'creata', autoId: auto.id };
    }
    await this.foto.attendi(richiesta.modifica.immagini);
    await this.catalogo.modifica(venditore, correlationId, richiesta.modifica);
    return { risultato: 'aggiornata' };
  }

  /**
   * Compares the row again with its listing as it is now (a part may have been sold since the preview), hands its new
   * photos to the media worker, and stores the request the row will send, before sending it.
   */
  private async prepara(
    importazione: Importazione,
    riga: RigaImportazione,
    venditore: Actor,
    scorta: ReadonlyMap<string, AutoScortaDto>,
    archivio: ArchivioFoto | null,
  ): Promise<Richiesta | 'invariata'> {
    const dati = riga.dati as unknown as RigaValida;
    const esistente = riga.autoId ? scorta.get(riga.autoId) : undefined;
    if (riga.esito === 'modificata' && !esistente) throw new RigaRifiutata(errorMessage('LISTING_NOT_FOUND'));
    const attuale = esistente ? [esistente] : [];
    const [esito] = anteprima({
      righe: [dati],
      scorta: attuale,
      rimuovi: false,
      fotoDisponibili: (nome) => archivio?.contiene(nome) ?? false,
      immagineEsistente: await this.foto.immaginiEsistenti(venditore.userId, [dati], attuale, archivio),
    }).righe;
    if (esito.esito === 'errore') throw new RigaRifiutata(messaggioRiga(null, esito.errori));
    if (esito.esito === 'invariata') return 'invariata';
    const immagini: string[] = [];
    for (const { nome, chiave } of esito.foto) {
      if (chiave) {
        immagini.push(chiave);
        continue;
      }
      const bytes = archivio ? await archivio.leggi(nome, MAX_BYTES_IMMAGINE) : null;
      if (!bytes) throw new RigaRifiutata(MESSAGGI_IMPORTAZIONE.fotoNonValida(nome));
      immagini.push(await this.foto.carica(importazione.venditoreId, nome, bytes));
    }
    const idempotencyKey = uuidDa(`${importazione.id}:${riga.riga}`);
    const richiesta: Richiesta =
      esito.inserzione
        ? { crea: { ...esito.inserzione, codiceInterno: dati.codiceInterno, immagini, idempotencyKey } }
        : { modifica: { id: esistente!.id, ...esito.modifica!, immagini, idempotencyKey } };
    await this.importazioni.esitoRiga(importazione.id, riga.riga, { richiesta });
    return richiesta;
  }

  /** The Italian reason a row failed for good, or null for trouble that passes (a service away): the job retries then. */
  private messaggioDefinitivo(error: unknown): string | null {
    if (error instanceof RigaRifiutata) return error.message;
    if (error instanceof FotoNonValida) return MESSAGGI_IMPORTAZIONE.fotoNonValida(error.message);
    if (error instanceof FotoRifiutata) return errorMessage(error.code);
    if (error instanceof DomainError && error.code !== 'INTERNAL') {
      const campi = Object.values(error.fields ?? {});
      return campi.length > 0 ? campi.join('; ') : errorMessage(error.code);
    }
    return null;
  }

  private async registra(importazione: Importazione, riga: number, esito: Prisma.RigaImportazioneUpdateInput): Promise<void> {
    const avvisa = Date.now() - (this.ultimoAvviso.get(importazione.id) ?? 0) > OGNI_MS;
    await this.uow.run(async (tx, _emit, hint) => {
      await this.importazioni.esitoRiga(importazione.id, riga, esito, tx);
      if (avvisa) hint(importazione.venditoreId, 'importazioni');
    });
    if (avvisa) this.ultimoAvviso.set(importazione.id, Date.now());
  }

  private async concludi(importazione: Importazione): Promise<void> {
    await this.uow.run(async (tx, emit, hint) => {
      const fine = new Date();
      if (!(await this.importazioni.passa(importazione.id, 'in_corso', { stato: 'completata', conclusaIl: fine }, tx))) return;
      await this.importazioni.chiudi(importazione.venditoreId, importazione.id, tx);
      const righe = await this.importazioni.esiti(importazione.id, tx);
      const conteggio = avanzamento(righe);
      const invariate = righe.filter((r) => r.risultato === 'invariata').length;
      await emit(IMPORTS_EVENTS.finished, {
        importazioneId: importazione.id,
        venditoreId: importazione.venditoreId,
        nomeFile: importazione.nomeFile,
        create: conteggio.create,
        aggiornate: conteggio.aggiornate,
        rimosse: conteggio.rimosse,
        invariate,
        fallite: conteggio.fallite,
      });
      hint(importazione.venditoreId, 'importazioni');
      this.logger.log({ importazioneId: importazione.id, ...conteggio }, 'import applied');
    });
  }
}
