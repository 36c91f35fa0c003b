import { Injectable } from '@nestjs/common';
import type { IdentityUserEvent } from '@ricambiamo/contracts';
import { IDENTITY_USER_EVENTS } from '@ricambiamo/contracts';
import type { ReceivedEvent } from '@ricambiamo/messaging';
import { Consumes } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import { VenditoreRepository } from './venditore.repository';

/**
 * Feeds the sellers' read model from identity's user events, each applied exactly once. A buyer's event changes
 * nothing: buyers never own listings.
 */
@Consumes('catalogue-identity', IDENTITY_USER_EVENTS)
@Injectable()
export class VenditoreConsumer {
  constructor(private readonly venditori: VenditoreRepository) {}

  async handle(event: ReceivedEvent<IdentityUserEvent>, tx: Db<PrismaClient>): Promise<void> {
    const { userId, nome, ruolo, nomeAttivita, tracciabile } = event.payload;
    if (ruolo === 'venditore') await this.venditori.save({ id: userId, nome, nomeAttivita, tracciabile }, tx);
  }
}
