import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Inject, Injectable } from '@nestjs/common';
import type { NatsConnection } from 'nats';
import { IDENTITY_EVENTS } from '@ricambiamo/contracts';
import { EventConsumer, EVENTS_NATS } from '@ricambiamo/messaging';
import type { Db } from '@ricambiamo/service-kit';
import { PrismaClient } from '../generated/prisma/client';
import type { UserEventContract } from './venditore.event';
import { venditoreFromEvent } from './venditore.event';
import { VenditoreRepository } from './venditore.repository';

/** Stable across deploys: JetStream keeps the position under it, processed_events the applied ids. */
export const VENDITORI_DURABLE = 'catalogue-identity';

/** Feeds the sellers' read model from identity's user events, each applied exactly once. */
@Injectable()
export class VenditoreConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  readonly consumer: EventConsumer<Db<PrismaClient>, UserEventContract>;

  constructor(prisma: PrismaClient, @Inject(EVENTS_NATS) nc: NatsConnection, venditori: VenditoreRepository) {
    this.consumer = new EventConsumer<Db<PrismaClient>, UserEventContract>(prisma, nc, {
      durable: VENDITORI_DURABLE,
      events: [IDENTITY_EVENTS.userRegistered, IDENTITY_EVENTS.userUpdated],
      handle: async (event, tx) => {
        const venditore = venditoreFromEvent(event);
        if (venditore) await venditori.save(venditore, tx);
      },
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.consumer.start();
  }

  /** Before the events connection drains (beforeApplicationShutdown), so the batch in hand is finished and acked. */
  async onModuleDestroy(): Promise<void> {
    await this.consumer.stop();
  }
}
