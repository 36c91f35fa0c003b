import { Inject, Injectable } from '@nestjs/common';
import type { AcquirenteAlPiazzamentoDto, ColonneOfficina, Ruolo } from '@ricambiamo/contracts';
import type { Prisma, User } from '../generated/prisma/client';
import type { Db } from '@ricambiamo/service-kit';
import { SQL_POOL } from '@ricambiamo/service-kit';
import type { Pool } from 'pg';
import { PrismaClient } from '../generated/prisma/client';
import { isUniqueViolation } from '@ricambiamo/database';

export class EmailTakenError extends Error {}

@Injectable()
export class UtenteRepository {
  constructor(
    private readonly prisma: PrismaClient,
    @Inject(SQL_POOL) private readonly pool: Pool,
  ) {}

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

  /**
   * A buyer's declaration columns and the garage's active vehicle without its VIN, if any: what an order is placed with.
   * Orders asks it on every placement, so it is one statement in plain SQL (docs/performance.md#placing-an-order). Null
   * for anyone but a buyer.
   */
  async alPiazzamento(id: string): Promise<(ColonneOfficina & Pick<AcquirenteAlPiazzamentoDto, 'veicolo'>) | null> {
    const { rows } = await this.pool.query<ColonneOfficina & Pick<AcquirenteAlPiazzamentoDto, 'veicolo'>>(
      `SELECT u.officina_ragione_sociale AS "officinaRagioneSociale", u.officina_partita_iva AS "officinaPartitaIva",
              u.officina_registro AS "officinaRegistro",
              (SELECT json_build_object('marca', v.marca, 'modello', v.modello, 'anno', v.anno, 'carburante', v.carburante,
                                        'cilindrata', v.cilindrata, 'kw', v.kw, 'codiceMotore', v.codice_motore)
               FROM veicoli_acquirente v WHERE v.acquirente_id = u.id AND v.attivo LIMIT 1) AS veicolo
       FROM users u WHERE u.id = $1::uuid AND u.ruolo = 'acquirente'`,
      [id],
    );
    return rows[0] ?? null;
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
