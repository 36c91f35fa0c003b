import { Injectable } from '@nestjs/common';
import type { Veicolo } from '@ricambiamo/contracts';
import type { Db } from '@ricambiamo/service-kit';
import type { VeicoloAcquirente } from '../generated/prisma/client';
import { PrismaClient } from '../generated/prisma/client';

/** The buyers' vehicles. Every read and change names the buyer, so another buyer's vehicle id finds nothing. */
@Injectable()
export class GarageRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * Holds the buyer's garage changes one at a time until the transaction ends: the count read after it stays true until
   * the insert commits (two vehicles added at once cannot pass MASSIMO_VEICOLI_GARAGE), and the active vehicle cannot
   * be removed by one request while another activates it.
   */
  async blocca(acquirenteId: string, db: Db<PrismaClient>): Promise<void> {
    await db.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`identity.garage:${acquirenteId}`}))`;
  }

  /** Oldest first, the id breaking ties. */
  delAcquirente(acquirenteId: string, db: Db<PrismaClient> = this.prisma): Promise<VeicoloAcquirente[]> {
    return db.veicoloAcquirente.findMany({ where: { acquirenteId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  }

  conta(acquirenteId: string, db: Db<PrismaClient>): Promise<number> {
    return db.veicoloAcquirente.count({ where: { acquirenteId } });
  }

  crea(acquirenteId: string, veicolo: Veicolo & { attivo: boolean }, db: Db<PrismaClient>): Promise<VeicoloAcquirente> {
    return db.veicoloAcquirente.create({ data: { ...veicolo, acquirenteId } });
  }

  trova(acquirenteId: string, veicoloId: string, db: Db<PrismaClient> = this.prisma): Promise<VeicoloAcquirente | null> {
    return db.veicoloAcquirente.findFirst({ where: { id: veicoloId, acquirenteId } });
  }

  /** false when the buyer has no such vehicle. */
  async modifica(acquirenteId: string, veicoloId: string, veicolo: Veicolo): Promise<boolean> {
    const { count } = await this.prisma.veicoloAcquirente.updateMany({ where: { id: veicoloId, acquirenteId }, data: veicolo });
    return count === 1;
  }

  /** The buyer's active vehicle, if any, is active no more. */
  async disattiva(acquirenteId: string, db: Db<PrismaClient>): Promise<void> {
    await db.veicoloAcquirente.updateMany({ where: { acquirenteId, attivo: true }, data: { attivo: false } });
  }

  /** The active vehicle first loses its mark, so the partial unique index never sees two. */
  async attiva(acquirenteId: string, veicoloId: string, db: Db<PrismaClient>): Promise<void> {
    await db.veicoloAcquirente.updateMany({ where: { acquirenteId, attivo: true, NOT: { id: veicoloId } }, data: { attivo: false } });
    await db.veicoloAcquirente.updateMany({ where: { id: veicoloId, acquirenteId }, data: { attivo: true } });
  }

  /** The removed vehicle, or null when the buyer has no such vehicle. */
  async elimina(acquirenteId: string, veicoloId: string, db: Db<PrismaClient>): Promise<VeicoloAcquirente | null> {
    const veicolo = await this.trova(acquirenteId, veicoloId, db);
    if (veicolo) await db.veicoloAcquirente.delete({ where: { id: veicolo.id } });
    return veicolo;
  }

  /** The most recently added of the buyer's vehicles, or null for an empty garage. */
  piuRecente(acquirenteId: string, db: Db<PrismaClient>): Promise<VeicoloAcquirente | null> {
    return db.veicoloAcquirente.findFirst({ where: { acquirenteId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  }
}
