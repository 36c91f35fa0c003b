import { Injectable } from '@nestjs/common';
import type { AutoInParcoDto } from '@ricambiamo/contracts';
import type { Db } from '@ricambiamo/service-kit';
import { PrismaClient } from '../generated/prisma/client';

export interface NuovaAuto {
  id: string;
  venditoreId: string;
  marca: string;
  modello: string;
  createdAt: Date;
}

/** The sellers' cars as catalogue announced them; a seller only ever reads its own. */
@Injectable()
export class AutoRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /** A redelivered event finds the car there already and changes nothing. */
  async registra(auto: NuovaAuto, db: Db<PrismaClient>): Promise<void> {
    await db.auto.createMany({ data: [auto], skipDuplicates: true });
  }

  /** Its place in an area goes with it (ON DELETE CASCADE). */
  async rimuovi(id: string, db: Db<PrismaClient>): Promise<void> {
    await db.auto.deleteMany({ where: { id } });
  }

  async delVenditore(venditoreId: string): Promise<AutoInParcoDto[]> {
    const auto = await this.prisma.auto.findMany({
      where: { venditoreId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      include: { posto: { include: { area: { select: { id: true, nome: true, colore: true } } } } },
    });
    return auto.map(({ id, marca, modello, posto }) => ({ id, marca, modello, area: posto?.area ?? null }));
  }

  /** The car if it is the seller's: another seller's reads as missing. */
  diVenditore(venditoreId: string, autoId: string, db: Db<PrismaClient> = this.prisma) {
    return db.auto.findFirst({ where: { id: autoId, venditoreId }, select: { id: true } });
  }
}
