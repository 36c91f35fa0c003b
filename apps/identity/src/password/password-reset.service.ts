import { Injectable } from '@nestjs/common';
import type { RevokedSessionsDto } from '@ricambiamo/contracts';
import { DomainError } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import { UnitOfWork } from '@ricambiamo/service-kit';
import { BackgroundTasks } from '../background/background-tasks';
import { PrismaClient } from '../generated/prisma/client';
import { hashToken } from '../sessione/opaque-token';
import { SessioneRepository } from '../sessione/sessione.repository';
import { UtenteRepository } from '../utente/utente.repository';
import { nuovoLinkReset } from './link-reset';
import { Mailer } from './mailer';
import { PasswordHasher } from '../utente/password-hasher';
import { PasswordStrength } from '../utente/password-strength';
import { resetPasswordMail } from './reset-mail';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

@Injectable()
export class PasswordResetService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly utenti: UtenteRepository,
    private readonly sessioni: SessioneRepository,
    private readonly hasher: PasswordHasher,
    private readonly strength: PasswordStrength,
    private readonly mailer: Mailer,
    private readonly background: BackgroundTasks,
    private readonly uow: UnitOfWork<Db<PrismaClient>>,
  ) {}

  /**
   * Answers the same, in the same time, whether or not the e-mail has an account: the token and the mail are made
   * after the answer, so neither their cost nor an SMTP outage shows who is registered. A new link leaves the older
   * ones valid until they expire or one is used: mails may arrive out of order and the user opens whichever comes
   * first, and every link goes to the same mailbox, so an extra one gives an attacker nothing.
   */
  async requestReset(email: string, resetUrl: string, correlationId: string): Promise<void> {
    const user = await this.utenti.findByEmail(email);
    if (!user) return;
    this.background.run('Password reset e-mail', correlationId, async () => {
      const link = await nuovoLinkReset(this.prisma, user.id, resetUrl, RESET_TOKEN_TTL_MS);
      await this.mailer.send(resetPasswordMail(user.email, user.nome, link));
    });
  }

  /**
   * Single use, and the first use ends every other link of the user: one UPDATE claims all of the user's unused
   * tokens, so of two links (or one link twice) used at the same moment only the claim that runs first finds its own.
   * Answers the sessions it ended, whose access tokens the gateway then refuses. The new password is checked against
   * the user's name, e-mail and business name, so only a valid link learns whether it was refused.
   */
  async reset(token: string, password: string): Promise<RevokedSessionsDto> {
    const now = new Date();
    const record = await this.prisma.passwordResetToken.findUnique({
      where: { tokenHash: hashToken(token) },
      include: { user: { select: { nome: true, email: true, nomeAttivita: true } } },
    });
    if (!record || record.usedAt || record.expiresAt <= now) throw new DomainError('RESET_TOKEN_INVALID');
    await this.strength.check(password, record.user);
    const passwordHash = await this.hasher.hash(password);
    return this.uow.run(async (tx, emit) => {
      const claimed = await tx.passwordResetToken.updateManyAndReturn({
        where: { userId: record.userId, usedAt: null },
        data: { usedAt: now },
        select: { id: true },
      });
      if (!claimed.some(({ id }) => id === record.id)) throw new DomainError('RESET_TOKEN_INVALID');
      await this.utenti.setPasswordHash(record.userId, passwordHash, tx);
      // Whoever knew the old password may hold a session: a reset logs every device out.
      return { revokedSessions: await this.sessioni.revokeAllForUser(record.userId, now, tx, emit) };
    });
  }
}
