import { Injectable } from '@nestjs/common';
import { IDENTITY_EVENTS } from '@ricambiamo/contracts';
import type { Db, Emit } from '@ricambiamo/service-kit';
import { PrismaClient } from '../generated/prisma/client';
import type { Prisma } from '../generated/prisma/client';

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
export class SessioneRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async create(session: NewSession, db: Db<PrismaClient> = this.prisma): Promise<void> {
    await db.refreshSession.create({ data: session });
  }

  findByTokenHash(tokenHash: string): Promise<SessionRecord | null> {
    return this.prisma.refreshSession.findUnique({ where: { tokenHash } });
  }

  /**
   * Stores a successor of `currentId` if that token may still refresh: not revoked, and not rotated before
   * `graceStart`. The first rotation stamps `rotated_at`; one within the grace keeps that stamp, so presenting the old
   * token again and again cannot stretch the grace. One conditional UPDATE locks the row, so two refreshes racing at
   * the same instant both get a successor, and a revocation either sees the row first (and the refresh fails) or
   * waits for the successor to commit (and revokes it too, see revokeWhere).
   */
  rotate(currentId: string, next: NewSession, at: Date, graceStart: Date): Promise<boolean> {
    return this.prisma.$transaction(async (tx) => {
      const retired = await tx.$executeRaw`
        UPDATE refresh_sessions SET rotated_at = COALESCE(rotated_at, ${at})
        WHERE id = ${currentId}::uuid AND revoked_at IS NULL AND (rotated_at IS NULL OR rotated_at > ${graceStart})`;
      if (retired === 0) return false;
      await tx.refreshSession.create({ data: next });
      return true;
    });
  }

  /**
   * Revokes one login (every token of its family) in the caller's unit of work; answers its id even when it was
   * already revoked.
   */
  async revokeFamily(familyId: string, at: Date, tx: Db<PrismaClient>, emit: Emit): Promise<string[]> {
    await this.revokeWhere({ familyId }, at, tx, emit);
    return [familyId];
  }

  /** Revokes every login of the user in the caller's unit of work; answers the ones that were still live. */
  revokeAllForUser(userId: string, at: Date, tx: Db<PrismaClient>, emit: Emit): Promise<string[]> {
    return this.revokeWhere({ userId }, at, tx, emit);
  }

  /**
   * The one way a session ends early: the sessionsRevoked event commits with the revocation, so the gateway refuses
   * the access tokens of the sessions it ended whatever the reason (docs/security.md, "Session revocation").
   * An UPDATE sees the rows of its snapshot only: a successor whose rotation held a lock this statement waited for
   * commits unseen. Repeating until nothing is left catches it, since a later rotation finds its parent revoked.
   */
  private async revokeWhere(where: Prisma.RefreshSessionWhereInput, at: Date, tx: Db<PrismaClient>, emit: Emit): Promise<string[]> {
    const familiesOf = new Map<string, Set<string>>();
    for (;;) {
      const revoked = await tx.refreshSession.updateManyAndReturn({
        where: { ...where, revokedAt: null },
        data: { revokedAt: at },
        select: { userId: true, familyId: true },
      });
      if (revoked.length === 0) break;
      for (const { userId, familyId } of revoked) familiesOf.set(userId, (familiesOf.get(userId) ?? new Set()).add(familyId));
    }
    for (const [userId, families] of familiesOf) {
      await emit(IDENTITY_EVENTS.sessionsRevoked, { userId, sessionIds: [...families] });
    }
    return [...familiesOf.values()].flatMap((families) => [...families]);
  }
}
