import type { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import { Global, Inject, Injectable, Module } from '@nestjs/common';
import type { NatsConnection } from 'nats';
import { connectNats, OutboxRelay } from '@ricambiamo/messaging';
import type { CatalogueConfig } from '../config';
import { CATALOGUE_CONFIG } from '../config';
import { PrismaService } from '../prisma/prisma.service';

export const EVENTS_NATS = Symbol('EVENTS_NATS');

/** Runs the outbox relay for the app's lifetime; on shutdown finishes the batch in flight, then drains NATS. */
@Injectable()
export class EventsLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown {
  constructor(
    readonly relay: OutboxRelay,
    @Inject(EVENTS_NATS) private readonly nc: NatsConnection,
  ) {}

  onApplicationBootstrap(): void {
    this.relay.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.relay.stop();
    if (!this.nc.isClosed()) await this.nc.drain();
  }
}

@Global()
@Module({
  providers: [
    {
      provide: EVENTS_NATS,
      inject: [CATALOGUE_CONFIG],
      useFactory: (config: CatalogueConfig) => connectNats(config.NATS_URL, 'catalogue-events'),
    },
    {
      provide: OutboxRelay,
      inject: [PrismaService, EVENTS_NATS],
      useFactory: (prisma: PrismaService, nc: NatsConnection) => new OutboxRelay(prisma, nc),
    },
    EventsLifecycle,
  ],
  exports: [EVENTS_NATS, OutboxRelay],
})
export class EventsModule {}
