import { Injectable } from '@nestjs/common';
import type { Db } from '@ricambiamo/service-kit';
import { PrismaClient } from '../generated/prisma/client';

export interface SessionRecord {
  id: string;
  userId: string;
  familyId: string;
  persistent: boolean;
  expiresAt: Date;
  rotatedAt: Date | null;
  revokedAt: Date | null;
}

export interface NewSession {
  userId: string;
  familyId: string;
  tokenHash: string;
  persistent: boolean;
  userAgent: string | null;
  expiresAt: Date;
}

@Injectable()
export class SessionRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async create(session: NewSession, db: Db<PrismaClient> = this.prisma): Promise<void> {
    await db.refreshSession.create({ data: session });
  }

  findByTokenHash(tokenHash: string): Promise<SessionRecord | null> {
    return this.prisma.refreshSession.findUnique({ where: { tokenHash } });
  }

  /**
   * Retires `currentId` and stores its successor atomically. False when the current token was already rotated or
   * revoked by a concurrent request: the caller treats that as reuse.
   */
  rotate(currentId: string, next: NewSession, at: Date): Promise<boolean> {
    return this.prisma.$transaction(async (tx) => {
      const retired = await tx.refreshSession.updateMany({
        where: { id: currentId, rotatedAt: null, revokedAt: null },
        data: { rotatedAt: at },
      });
      if (retired.count === 0) return false;
      await tx.refreshSession.create({ data: next });
      return true;
    });
  }

  async revokeFamily(familyId: string, at: Date): Promise<void> {
    await this.prisma.refreshSession.updateMany({ where: { familyId, revokedAt: null }, data: { revokedAt: at } });
  }

  async revokeAllForUser(userId: string, at: Date, db: Db<PrismaClient> = this.prisma): Promise<void> {
    await db.refreshSession.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: at } });
  }
}
