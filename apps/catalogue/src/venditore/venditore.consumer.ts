import { Injectable } from '@nestjs/common';
import { IDENTITY_EVENTS } from '@ricambiamo/contracts';
import { Consumes } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import type { UserEvent } from './venditore.event';
import { venditoreFromEvent } from './venditore.event';
import { VenditoreRepository } from './venditore.repository';

/** Feeds the sellers' read model from identity's user events, each applied exactly once. */
@Consumes('catalogue-identity', [IDENTITY_EVENTS.userRegistered, IDENTITY_EVENTS.userUpdated])
@Injectable()
export class VenditoreConsumer {
  constructor(private readonly venditori: VenditoreRepository) {}

  async handle(event: UserEvent, tx: Db<PrismaClient>): Promise<void> {
    const venditore = venditoreFromEvent(event);
    if (venditore) await this.venditori.save(venditore, tx);
  }
}
