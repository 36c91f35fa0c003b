import { Injectable } from '@nestjs/common';
import type { Ruolo } from '@ricambiamo/contracts';
import type { Prisma, User, VeicoloAcquirente } from '../generated/prisma/client';
import type { Db } from '@ricambiamo/service-kit';
import { PrismaClient } from '../generated/prisma/client';
import { isUniqueViolation } from '@ricambiamo/database';

export class EmailTakenError extends Error {}

@Injectable()
export class UtenteRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /** Relies on the unique index, not on a prior lookup, so two racing registrations cannot both succeed. */
  async create(data: { email: string; passwordHash: string; nome: string; ruolo: Ruolo }, db: Db<PrismaClient> = this.prisma): Promise<User> {
    try {
      return await db.user.create({ data });
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError();
      throw error;
    }
  }

  findById(id: string): Promise<User | null> {
    return this.prisma.user.findUnique({ where: { id } });
  }

  /** The user with the garage's active vehicle, if any, in one query: what an order is placed with. */
  findConVeicoloAttivo(id: string): Promise<(User & { veicoli: VeicoloAcquirente[] }) | null> {
    return this.prisma.user.findUnique({ where: { id }, include: { veicoli: { where: { attivo: true }, take: 1 } } });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.prisma.user.findUnique({ where: { email } });
  }

  updateProfile(id: string, profile: Prisma.UserUpdateInput, db: Db<PrismaClient> = this.prisma): Promise<User> {
    return db.user.update({ where: { id }, data: profile });
  }

  /** Sellers only, newest first, at most 100. */
  venditori(where: Prisma.UserWhereInput): Promise<User[]> {
    return this.prisma.user.findMany({ where: { ...where, ruolo: 'venditore' }, orderBy: { createdAt: 'desc' }, take: 100 });
  }

  /** Which of the sellers have a suspension in force. */
  async sospesi(ids: string[]): Promise<string[]> {
    const righe = await this.prisma.sospensione.findMany({ where: { venditoreId: { in: ids } }, select: { venditoreId: true }, distinct: ['venditoreId'] });
    return righe.map((r) => r.venditoreId);
  }

  async setPasswordHash(id: string, passwordHash: string, db: Db<PrismaClient> = this.prisma): Promise<void> {
    await db.user.update({ where: { id }, data: { passwordHash } });
  }
}
