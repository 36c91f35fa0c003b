import { Injectable } from '@nestjs/common';
import { IDENTITY_EVENTS } from '@ricambiamo/contracts';
import type { ReceivedEvent } from '@ricambiamo/messaging';
import { Consumes } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import { VenditoreRepository } from './venditore.repository';

type UserEvent = ReceivedEvent<typeof IDENTITY_EVENTS.userRegistered | typeof IDENTITY_EVENTS.userUpdated>;

/**
 * Feeds the sellers' read model from identity's user events, each applied exactly once. A buyer's event changes
 * nothing: buyers never own listings.
 */
@Consumes('catalogue-identity', [IDENTITY_EVENTS.userRegistered, IDENTITY_EVENTS.userUpdated])
@Injectable()
export class VenditoreConsumer {
  constructor(private readonly venditori: VenditoreRepository) {}

  async handle(event: UserEvent, tx: Db<PrismaClient>): Promise<void> {
    const { userId, nome, ruolo, nomeAttivita } = event.payload;
    if (ruolo === 'venditore') await this.venditori.save({ id: userId, nome, nomeAttivita }, tx);
  }
}
