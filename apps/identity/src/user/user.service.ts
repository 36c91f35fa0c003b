import { Injectable } from '@nestjs/common';
import type { Actor, ProfiloAcquirente, RegistrazioneInput, SessionDto, UserDto } from '@ricambiamo/contracts';
import { IDENTITY_EVENTS } from '@ricambiamo/contracts';
import { DomainError, enqueueEvent, OutboxRelay } from '@ricambiamo/messaging';
import { PasswordHasher } from '../password/password-hasher';
import { PrismaService } from '../prisma/prisma.service';
import { SessionService } from '../session/session.service';
import { toUserDto } from './user.dto';
import { userRegisteredEvent, userUpdatedEvent } from './user.events';
import { EmailTakenError, UserRepository } from './user.repository';

type Registration = Required<Pick<RegistrazioneInput, 'nome' | 'email' | 'password' | 'ruolo'>>;

@Injectable()
export class UserService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly users: UserRepository,
    private readonly sessions: SessionService,
    private readonly hasher: PasswordHasher,
    private readonly relay: OutboxRelay,
  ) {}

  /** The user, its registered event and its first session commit together; the new user is logged in. */
  async register(data: Registration): Promise<SessionDto> {
    const passwordHash = await this.hasher.hash(data.password);
    try {
      const session = await this.prisma.$transaction(async (tx) => {
        const user = await this.users.create({ email: data.email, passwordHash, nome: data.nome, ruolo: data.ruolo }, tx);
        await enqueueEvent(tx, IDENTITY_EVENTS.userRegistered, userRegisteredEvent(user));
        return this.sessions.start(user, false, null, tx);
      });
      this.relay.kick();
      return session;
    } catch (error) {
      if (error instanceof EmailTakenError) throw new DomainError('EMAIL_TAKEN');
      throw error;
    }
  }

  async me(actor: Actor): Promise<UserDto> {
    const user = await this.users.findById(actor.userId);
    // The token outlived its user: the client should log out, as the spec does for a missing profile.
    if (!user) throw new DomainError('UNAUTHENTICATED');
    return toUserDto(user);
  }

  /** Only ever the actor's own row: the id comes from the verified actor, never from the request data. */
  async updateBuyerProfile(actor: Actor, profile: ProfiloAcquirente): Promise<UserDto> {
    const user = await this.prisma.$transaction(async (tx) => {
      const updated = await this.users.updateBuyerProfile(actor.userId, profile, tx);
      await enqueueEvent(tx, IDENTITY_EVENTS.userUpdated, userUpdatedEvent(updated));
      return updated;
    });
    this.relay.kick();
    return toUserDto(user);
  }
}
