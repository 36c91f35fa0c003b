import { Injectable } from '@nestjs/common';
import { sostituisciPerId } from '@ricambiamo/database';
import type { Db } from '@ricambiamo/service-kit';
import type { Venditore } from '../generated/prisma/client';
import { PrismaClient } from '../generated/prisma/client';

export type VenditoreLetto = Omit<Venditore, 'updatedAt'>;

@Injectable()
export class VenditoreRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async save(venditore: VenditoreLetto, db: Db<PrismaClient>): Promise<void> {
    await sostituisciPerId(db.venditore, venditore);
  }

  /**
   * The sellers of these ids the read model knows; one whose registration event has not arrived yet is missing (it
   * lags identity by moments) and its orders show no name and no IBAN until it does.
   */
  async byIds(ids: string[], db: Db<PrismaClient> = this.prisma): Promise<Map<string, VenditoreLetto>> {
    const venditori = await db.venditore.findMany({ where: { id: { in: [...new Set(ids)] } } });
    return new Map(venditori.map((v) => [v.id, v]));
  }

  /** One seller of the read model, as byIds reads them: undefined until their registration event arrives. */
  async byId(id: string, db: Db<PrismaClient> = this.prisma): Promise<VenditoreLetto | undefined> {
    return (await db.venditore.findUnique({ where: { id } })) ?? undefined;
  }

  /** Sellers whose name or business name contains the text, for the buyer's order search. */
  async idsMatching(q: string): Promise<string[]> {
    const venditori = await this.prisma.venditore.findMany({
      where: { OR: [{ nome: { contains: q, mode: 'insensitive' } }, { nomeAttivita: { contains: q, mode: 'insensitive' } }] },
      select: { id: true },
    });
    return venditori.map((v) => v.id);
  }
}
