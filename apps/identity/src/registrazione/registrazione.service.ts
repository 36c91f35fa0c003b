import { Injectable } from '@nestjs/common';
import type { ParsedRequestOf, SessionDto } from '@ricambiamo/contracts';
import { IDENTITY, IDENTITY_EVENTS } from '@ricambiamo/contracts';
import { DomainError } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import { UnitOfWork } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import { SessioneService } from '../sessione/sessione.service';
import { PasswordHasher } from '../utente/password-hasher';
import { PasswordStrength } from '../utente/password-strength';
import { userRegisteredEvent } from '../utente/utente.events';
import { EmailTakenError, UtenteRepository } from '../utente/utente.repository';

/** The registration as the shared schema leaves it: e-mail lower-cased, ruolo defaulted. */
type Registration = Pick<ParsedRequestOf<typeof IDENTITY.user.register>, 'nome' | 'email' | 'password' | 'ruolo'>;

@Injectable()
export class RegistrazioneService {
  constructor(
    private readonly uow: UnitOfWork<Db<PrismaClient>>,
    private readonly utenti: UtenteRepository,
    private readonly sessioni: SessioneService,
    private readonly hasher: PasswordHasher,
    private readonly strength: PasswordStrength,
  ) {}

  /** The user, its registered event and its first session commit together; the new user is logged in. */
  async register(data: Registration): Promise<SessionDto> {
    await this.strength.check(data.password, data);
    const passwordHash = await this.hasher.hash(data.password);
    try {
      return await this.uow.run(async (tx, emit) => {
        const user = await this.utenti.create({ email: data.email, passwordHash, nome: data.nome, ruolo: data.ruolo }, tx);
        await emit(IDENTITY_EVENTS.userRegistered, userRegisteredEvent(user));
        return this.sessioni.start(user, false, null, tx);
      });
    } catch (error) {
      if (error instanceof EmailTakenError) throw new DomainError('EMAIL_TAKEN');
      throw error;
    }
  }
}
