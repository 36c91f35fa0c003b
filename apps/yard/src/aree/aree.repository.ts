import { Injectable } from '@nestjs/common';
import type { ModificaArea } from '@ricambiamo/contracts';
import type { Db } from '@ricambiamo/service-kit';
import { PrismaClient } from '../generated/prisma/client';
import { type AreaConAuto, CON_AUTO } from './area.dto';

export interface NuovaArea {
  id: string;
  venditoreId: string;
  nome: string;
  posizioneX: number;
  posizioneY: number;
  larghezza: number;
  altezza: number;
  colore: string;
}

/** The sellers' areas. Every read and change names the seller, so another seller's area id finds nothing. */
@Injectable()
export class AreeRepository {
  constructor(private readonly prisma: PrismaClient) {}

  delVenditore(venditoreId: string): Promise<AreaConAuto[]> {
    return this.prisma.area.findMany({ where: { venditoreId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], include: CON_AUTO });
  }

  /**
   * Holds the seller's area creations one at a time until the transaction ends, so the count read after it stays true
   * until the insert commits: two areas drawn at once cannot pass MASSIMO_AREE_PARCO, nor take one "Area N".
   */
  async bloccaCreazioni(venditoreId: string, db: Db<PrismaClient>): Promise<void> {
    await db.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`yard.area.create:${venditoreId}`}))`;
  }

  conta(venditoreId: string, db: Db<PrismaClient>): Promise<number> {
    return db.area.count({ where: { venditoreId } });
  }

  crea(area: NuovaArea, db: Db<PrismaClient>): Promise<AreaConAuto> {
    return db.area.create({ data: area, include: CON_AUTO });
  }

  trova(venditoreId: string, areaId: string, db: Db<PrismaClient> = this.prisma): Promise<AreaConAuto | null> {
    return db.area.findFirst({ where: { id: areaId, venditoreId }, include: CON_AUTO });
  }

  /** Whether the seller has this area: a check, without the cars' joins of `trova`. */
  async esiste(venditoreId: string, areaId: string, db: Db<PrismaClient>): Promise<boolean> {
    return (await db.area.findFirst({ where: { id: areaId, venditoreId }, select: { id: true } })) !== null;
  }

  /** false when the seller has no such area. */
  async modifica(
    venditoreId: string,
    areaId: string,
    dati: Partial<ModificaArea & { posizioneX: number; posizioneY: number }>,
  ): Promise<boolean> {
    const { count } = await this.prisma.area.updateMany({ where: { id: areaId, venditoreId }, data: dati });
    return count === 1;
  }

  /** Its cars' places go with it (ON DELETE CASCADE): they become unassigned. */
  async elimina(venditoreId: string, areaId: string): Promise<boolean> {
    const { count } = await this.prisma.area.deleteMany({ where: { id: areaId, venditoreId } });
    return count === 1;
  }

  /** The car's one place: assigned here, it leaves any other area (the car is the key). */
  async assegna(autoId: string, areaId: string, db: Db<PrismaClient>): Promise<void> {
    const assegnataIl = new Date();
    await db.postoAuto.upsert({ where: { autoId }, create: { autoId, areaId, assegnataIl }, update: { areaId, assegnataIl } });
  }

  async togli(autoId: string, areaId: string, db: Db<PrismaClient>): Promise<void> {
    await db.postoAuto.deleteMany({ where: { autoId, areaId } });
  }
}
