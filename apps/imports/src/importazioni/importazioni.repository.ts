import { Injectable } from '@nestjs/common';
import type { FiltroRighe } from '@ricambiamo/contracts';
import type { Db } from '@ricambiamo/service-kit';
import type { Importazione, Prisma, RigaImportazione } from '../generated/prisma/client';
import { PrismaClient } from '../generated/prisma/client';

type Client = Db<PrismaClient>;

/** Everything but the cells and the parsed row, which only the report and the worker read. */
const SINTESI_RIGA = {
  importazioneId: true,
  riga: true,
  codiceInterno: true,
  titolo: true,
  esito: true,
  campi: true,
  errori: true,
  autoId: true,
  risultato: true,
  messaggio: true,
} as const satisfies Prisma.RigaImportazioneSelect;
export type SintesiRiga = Prisma.RigaImportazioneGetPayload<{ select: typeof SINTESI_RIGA }>;

/** Rows are written in batches this large: a sheet of 5,000 rows is a handful of statements. */
const LOTTO = 500;

@Injectable()
export class ImportazioniRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /** The seller's open import, if any: its row in importazioni_aperte is what makes it the only one. */
  aperta(venditoreId: string, db: Client = this.prisma) {
    return db.importazioneAperta.findUnique({ where: { venditoreId } });
  }

  async crea(dati: Prisma.ImportazioneCreateInput, db: Client): Promise<Importazione> {
    await db.importazioneAperta.create({ data: { venditoreId: dati.venditoreId, importazioneId: dati.id } });
    return db.importazione.create({ data: dati });
  }

  /** Only the seller's own: anyone else's reads as missing. */
  delVenditore(id: string, venditoreId: string, db: Client = this.prisma): Promise<Importazione | null> {
    return db.importazione.findFirst({ where: { id, venditoreId } });
  }

  get(id: string, db: Client = this.prisma): Promise<Importazione | null> {
    return db.importazione.findUnique({ where: { id } });
  }

  ultima(venditoreId: string): Promise<Importazione | null> {
    return this.prisma.importazione.findFirst({ where: { venditoreId }, orderBy: { creataIl: 'desc' } });
  }

  /** What each row's preview said and what applying it did: the counts of the import. */
  esiti(importazioneId: string, db: Client = this.prisma): Promise<{ esito: string; risultato: string }[]> {
    return db.rigaImportazione.findMany({ where: { importazioneId }, select: { esito: true, risultato: true } });
  }

  /** A page of the rows after `dopo`, one more than asked, so the caller knows whether others follow. */
  pagina(importazioneId: string, filtro: FiltroRighe, dopo: number, limite: number): Promise<SintesiRiga[]> {
    const esito = filtro === 'errori' ? 'errore' : filtro === 'da_applicare' ? { in: ['nuova', 'modificata', 'rimossa'] } : undefined;
    return this.prisma.rigaImportazione.findMany({
      where: { importazioneId, riga: { gt: dopo }, ...(esito ? { esito } : {}) },
      select: SINTESI_RIGA,
      orderBy: { riga: 'asc' },
      take: limite + 1,
    });
  }

  /** A page of the rows with their cells, for the report. */
  paginaRapporto(importazioneId: string, dopo: number, limite: number): Promise<RigaImportazione[]> {
    return this.prisma.rigaImportazione.findMany({ where: { importazioneId, riga: { gt: dopo } }, orderBy: { riga: 'asc' }, take: limite + 1 });
  }

  /** The rows applying still has to do, in the sheet's order. */
  daFare(importazioneId: string): Promise<RigaImportazione[]> {
    return this.prisma.rigaImportazione.findMany({ where: { importazioneId, risultato: 'da_fare' }, orderBy: { riga: 'asc' } });
  }

  async scriviRighe(righe: Prisma.RigaImportazioneCreateManyInput[], db: Client): Promise<void> {
    for (let i = 0; i < righe.length; i += LOTTO) await db.rigaImportazione.createMany({ data: righe.slice(i, i + LOTTO) });
  }

  aggiorna(id: string, dati: Prisma.ImportazioneUpdateInput, db: Client = this.prisma): Promise<Importazione> {
    return db.importazione.update({ where: { id }, data: dati });
  }

  /** Moves the import on only from the state the caller saw: false when another request moved it first. */
  async passa(id: string, da: string, a: Prisma.ImportazioneUpdateInput, db: Client): Promise<boolean> {
    return (await db.importazione.updateMany({ where: { id, stato: da }, data: a })).count === 1;
  }

  async chiudi(venditoreId: string, importazioneId: string, db: Client): Promise<void> {
    await db.importazioneAperta.deleteMany({ where: { venditoreId, importazioneId } });
  }

  esitoRiga(importazioneId: string, riga: number, dati: Prisma.RigaImportazioneUpdateInput, db: Client = this.prisma) {
    return db.rigaImportazione.update({ where: { importazioneId_riga: { importazioneId, riga } }, data: dati });
  }

  /** Settles at once the rows that need no work: unchanged ones, and the ones the preview found wrong. */
  async esitiSenzaLavoro(importazioneId: string, db: Client): Promise<void> {
    await db.rigaImportazione.updateMany({ where: { importazioneId, esito: 'invariata' }, data: { risultato: 'invariata' } });
    await db.rigaImportazione.updateMany({ where: { importazioneId, esito: 'errore' }, data: { risultato: 'non_riuscita' } });
  }
}
