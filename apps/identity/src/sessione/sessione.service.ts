import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EsitoAccessoDto, IDENTITY, ParsedRequestOf, RevokedSessionsDto, SessionDto } from '@ricambiamo/contracts';
import { DomainError } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import { InjectConfig, UnitOfWork } from '@ricambiamo/service-kit';
import type { IdentityConfig } from '../config';
import type { PrismaClient, User } from '../generated/prisma/client';
import { PasswordHasher } from '../utente/password-hasher';
import { toUserDto } from '../utente/utente.dto';
import { UtenteRepository } from '../utente/utente.repository';
import { hashToken, newOpaqueToken } from './opaque-token';
import { sessionExpiry } from './session-policy';
import type { NewSession } from './sessione.repository';
import { SessioneRepository } from './sessione.repository';
import { SfideAccesso } from './sfide-accesso';

/** The login as the shared schema leaves it: e-mail lower-cased, persistent defaulted. */
type LoginData = ParsedRequestOf<typeof IDENTITY.session.login>;

@Injectable()
export class SessioneService {
  private readonly graceMs: number;

  constructor(
    private readonly sessioni: SessioneRepository,
    private readonly utenti: UtenteRepository,
    private readonly hasher: PasswordHasher,
    private readonly sfide: SfideAccesso,
    private readonly uow: UnitOfWork<Db<PrismaClient>>,
    @InjectConfig() config: Pick<IdentityConfig, 'REFRESH_GRACE_SECONDS'>,
  ) {
    this.graceMs = config.REFRESH_GRACE_SECONDS * 1000;
  }

  /** Starts a new session family for a user; `db` lets registration create it in its own transaction. */
  async start(user: User, persistent: boolean, userAgent: string | null, db?: Db<PrismaClient>): Promise<SessionDto> {
    const { session, refreshToken } = this.newSession(user.id, randomUUID(), persistent, userAgent);
    await this.sessioni.create(session, db);
    return this.toDto(user, refreshToken, session);
  }

  /**
   * Same answer for an unknown e-mail and a wrong password, in the same time. An operator's password opens only the
   * challenge of the second factor (docs/rules.md §3.21).
   */
  async login(data: LoginData): Promise<EsitoAccessoDto> {
    const user = await this.utenti.findByEmail(data.email);
    const valid = user
      ? await this.hasher.verify(user.passwordHash, data.password)
      : await this.hasher.verifyAgainstNothing(data.password);
    if (!user || !valid) throw new DomainError('INVALID_CREDENTIALS');
    const userAgent = data.userAgent ?? null;
    if (user.ruolo === 'operatore') return { sessione: null, secondoFattore: await this.sfide.apri(user, data.persistent, userAgent) };
    return { sessione: await this.start(user, data.persistent, userAgent), secondoFattore: null };
  }

  /**
   * Rotates a refresh token. Presenting a token that was already rotated means two parties hold it (one of them
   * stole it), so the whole family is revoked and both must log in again; except within a short grace after the
   * rotation, where it is a second tab that refreshed at the same moment with the same cookie, and gets a successor
   * of its own.
   */
  async refresh(refreshToken: string): Promise<SessionDto> {
    const now = new Date();
    const current = await this.sessioni.findByTokenHash(hashToken(refreshToken));
    if (!current || current.revokedAt || current.expiresAt <= now) throw new DomainError('SESSION_INVALID');
    const user = await this.utenti.findById(current.userId);
    if (!user) throw new DomainError('SESSION_INVALID');
    const next = this.newSession(user.id, current.familyId, current.persistent, null);
    if (!(await this.sessioni.rotate(current.id, next.session, now, new Date(now.getTime() - this.graceMs)))) {
      // Committed before the refusal: the access tokens of both parties stop working too.
      await this.uow.run((tx, emit) => this.sessioni.revokeFamily(current.familyId, now, tx, emit));
      throw new DomainError('SESSION_INVALID');
    }
    return this.toDto(user, next.refreshToken, next.session);
  }

  /** Ends the whole family, so no earlier token of this login survives either. Unknown tokens end nothing. */
  async logout(refreshToken: string): Promise<RevokedSessionsDto> {
    const current = await this.sessioni.findByTokenHash(hashToken(refreshToken));
    if (!current) return { revokedSessions: [] };
    return { revokedSessions: await this.uow.run((tx, emit) => this.sessioni.revokeFamily(current.familyId, new Date(), tx, emit)) };
  }

  private newSession(userId: string, familyId: string, persistent: boolean, userAgent: string | null) {
    const refreshToken = newOpaqueToken();
    const session: NewSession = {
      userId,
      familyId,
      tokenHash: hashToken(refreshToken),
      persistent,
      userAgent,
      expiresAt: sessionExpiry(persistent, new Date()),
    };
    return { session, refreshToken };
  }

  private toDto(user: User, refreshToken: string, session: NewSession): SessionDto {
    return {
      user: toUserDto(user),
      sessionId: session.familyId,
      refreshToken,
      persistent: session.persistent,
      expiresAt: session.expiresAt.toISOString(),
    };
  }
}
