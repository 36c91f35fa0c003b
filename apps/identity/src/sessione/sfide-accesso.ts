import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { SfidaDto } from '@ricambiamo/contracts';
import { CODICI_SBAGLIATI_PER_ACCOUNT, MINUTI_BLOCCO_SECONDO_FATTORE, MINUTI_SFIDA } from '@ricambiamo/contracts';
import { DomainError } from '@ricambiamo/messaging';
import type { User } from '../generated/prisma/client';
import { PrismaClient } from '../generated/prisma/client';
import { hashToken, newOpaqueToken } from './opaque-token';

/**
 * What an operator's right password opens instead of a session: a challenge of MINUTI_SFIDA minutes, answered with
 * the second factor (src/secondo-fattore). Only its SHA-256 is stored, as for refresh tokens. A challenge's attempts
 * stay counted after it ends wrong (a right code deletes it), so an account that spent CODICI_SBAGLIATI_PER_ACCOUNT
 * of them in MINUTI_BLOCCO_SECONDO_FATTORE minutes opens no other: the six digits cannot be guessed across challenges.
 */
@Injectable()
export class SfideAccesso {
  constructor(private readonly prisma: PrismaClient) {}

  async apri(user: User, persistent: boolean, userAgent: string | null): Promise<SfidaDto> {
    const recenti = await this.prisma.sfidaAccesso.aggregate({
      _sum: { tentativi: true },
      where: { userId: user.id, scadeIl: { gt: new Date(Date.now() - MINUTI_BLOCCO_SECONDO_FATTORE * 60_000) } },
    });
    if ((recenti._sum.tentativi ?? 0) >= CODICI_SBAGLIATI_PER_ACCOUNT) throw new DomainError('RATE_LIMITED');
    const sfida = newOpaqueToken();
    await this.prisma.sfidaAccesso.create({
      data: { id: randomUUID(), userId: user.id, tokenHash: hashToken(sfida), persistent, userAgent, scadeIl: new Date(Date.now() + MINUTI_SFIDA * 60_000) },
    });
    return { sfida, attivazione: user.totpSegreto === null };
  }
}
