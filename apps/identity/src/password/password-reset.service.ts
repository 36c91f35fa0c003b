import { Injectable } from '@nestjs/common';
import { DomainError } from '@ricambiamo/messaging';
import { BackgroundTasks } from '../background/background-tasks';
import { PrismaClient } from '../generated/prisma/client';
import { hashToken, newOpaqueToken } from '../session/opaque-token';
import { SessionRepository } from '../session/session.repository';
import { UserRepository } from '../user/user.repository';
import { Mailer } from './mailer';
import { PasswordHasher } from '../user/password-hasher';
import { resetPasswordMail } from './reset-mail';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

@Injectable()
export class PasswordResetService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly hasher: PasswordHasher,
    private readonly mailer: Mailer,
    private readonly background: BackgroundTasks,
  ) {}

  /**
   * Answers the same, in the same time, whether or not the e-mail has an account: the token and the mail are made
   * after the answer, so neither their cost nor an SMTP outage shows who is registered.
   */
  async requestReset(email: string, resetUrl: string, correlationId: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    this.background.run('Password reset e-mail', correlationId, async () => {
      const token = newOpaqueToken();
      await this.prisma.passwordResetToken.create({
        data: { userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) },
      });
      const link = new URL(resetUrl);
      link.searchParams.set('token', token);
      await this.mailer.send(resetPasswordMail(user.email, user.nome, link.toString()));
    });
  }

  /** Single use: the token is claimed atomically, so two concurrent resets with one link cannot both succeed. */
  async reset(token: string, password: string): Promise<void> {
    const passwordHash = await this.hasher.hash(password);
    const now = new Date();
    await this.prisma.$transaction(async (tx) => {
      const record = await tx.passwordResetToken.findUnique({ where: { tokenHash: hashToken(token) } });
      if (!record || record.usedAt || record.expiresAt <= now) throw new DomainError('RESET_TOKEN_INVALID');
      const claimed = await tx.passwordResetToken.updateMany({ where: { id: record.id, usedAt: null }, data: { usedAt: now } });
      if (claimed.count === 0) throw new DomainError('RESET_TOKEN_INVALID');
      await this.users.setPasswordHash(record.userId, passwordHash, tx);
      // Whoever knew the old password may hold a session: a reset logs every device out.
      await this.sessions.revokeAllForUser(record.userId, now, tx);
    });
  }
}
