import { Injectable } from '@nestjs/common';
import type { Actor, ProfiloAcquirente, UserDto, VenditorePubblicoDto } from '@ricambiamo/contracts';
import { IDENTITY_EVENTS } from '@ricambiamo/contracts';
import { DomainError, enqueueEvent, OutboxRelay } from '@ricambiamo/messaging';
import { PrismaService } from '../prisma/prisma.service';
import { toUserDto, toVenditorePubblicoDto } from './user.dto';
import { userUpdatedEvent } from './user.events';
import { UserRepository } from './user.repository';

@Injectable()
export class UserService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly users: UserRepository,
    private readonly relay: OutboxRelay,
  ) {}

  async me(actor: Actor): Promise<UserDto> {
    const user = await this.users.findById(actor.userId);
    // The token outlived its user: the client should log out, as the spec does for a missing profile.
    if (!user) throw new DomainError('UNAUTHENTICATED');
    return toUserDto(user);
  }

  /** A buyer's id answers like an unknown one: buyers have no public page. */
  async publicProfile(sellerId: string): Promise<VenditorePubblicoDto> {
    const user = await this.users.findById(sellerId);
    if (user?.ruolo !== 'venditore') throw new DomainError('SELLER_NOT_FOUND');
    return toVenditorePubblicoDto(user);
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
