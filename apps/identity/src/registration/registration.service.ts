import { Injectable } from '@nestjs/common';
import type { ParsedRequestOf, SessionDto } from '@ricambiamo/contracts';
import { IDENTITY, IDENTITY_EVENTS } from '@ricambiamo/contracts';
import { DomainError } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import { UnitOfWork } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import { SessionService } from '../session/session.service';
import { PasswordHasher } from '../user/password-hasher';
import { PasswordStrength } from '../user/password-strength';
import { userRegisteredEvent } from '../user/user.events';
import { EmailTakenError, UserRepository } from '../user/user.repository';

/** The registration as the shared schema leaves it: e-mail lower-cased, ruolo defaulted. */
type Registration = Pick<ParsedRequestOf<typeof IDENTITY.user.register>, 'nome' | 'email' | 'password' | 'ruolo'>;

@Injectable()
export class RegistrationService {
  constructor(
    private readonly uow: UnitOfWork<Db<PrismaClient>>,
    private readonly users: UserRepository,
    private readonly sessions: SessionService,
    private readonly hasher: PasswordHasher,
    private readonly strength: PasswordStrength,
  ) {}

  /** The user, its registered event and its first session commit together; the new user is logged in. */
  async register(data: Registration): Promise<SessionDto> {
    this.strength.check(data.password, data);
    const passwordHash = await this.hasher.hash(data.password);
    try {
      return await this.uow.run(async (tx, emit) => {
        const user = await this.users.create({ email: data.email, passwordHash, nome: data.nome, ruolo: data.ruolo }, tx);
        await emit(IDENTITY_EVENTS.userRegistered, userRegisteredEvent(user));
        return this.sessions.start(user, false, null, tx);
      });
    } catch (error) {
      if (error instanceof EmailTakenError) throw new DomainError('EMAIL_TAKEN');
      throw error;
    }
  }
}
