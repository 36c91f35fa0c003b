import type { BeforeApplicationShutdown, DynamicModule, InjectionToken, OnApplicationBootstrap } from '@nestjs/common';
import { Inject, Injectable, Module } from '@nestjs/common';
import type { NatsConnection } from 'nats';
import { HealthModule } from '@ricambiamo/logging';
import type { NatsCredentials } from './nats-connection';
import type { EventsStreamOptions } from './events-stream';
import { connectNats } from './nats-connection';
import { OutboxRelay } from './outbox-relay';
import type { TransactionRunner } from './sql-client';

/** The service's JetStream connection: the relay publishes on it, consumers read from it, readiness pings it. */
export const EVENTS_NATS = Symbol('EVENTS_NATS');

/** Runs the outbox relay for the app's lifetime; on shutdown finishes the batch in flight, then drains NATS. */
@Injectable()
class OutboxLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown {
  constructor(
    private readonly relay: OutboxRelay,
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

export interface OutboxEventsOptions {
  /** Names the NATS connection (`<service>-events`) so it is recognisable in the server's monitoring. */
  service: string;
  natsUrl: string;
  /** The service's NATS user; unset against an open server. */
  credentials?: NatsCredentials;
  /** The app's Prisma client provider, whose database holds the outbox table. */
  database: InjectionToken;
  /** The events stream's replicas and age limit, from the service's config. */
  stream: EventsStreamOptions;
}

/** Every service's domain events: the NATS connection and the outbox relay, started and stopped with the app. */
@Module({})
export class OutboxEventsModule {
  static forService(options: OutboxEventsOptions): DynamicModule {
    return {
      module: OutboxEventsModule,
      global: true,
      providers: [
        { provide: EVENTS_NATS, useFactory: () => connectNats(options.natsUrl, `${options.service}-events`, options.credentials) },
        {
          provide: OutboxRelay,
          inject: [options.database, EVENTS_NATS],
          useFactory: (db: TransactionRunner, nc: NatsConnection) => new OutboxRelay(db, nc, { stream: options.stream }),
        },
        OutboxLifecycle,
      ],
      exports: [EVENTS_NATS, OutboxRelay],
    };
  }
}

/** Readiness of the events connection: closed or unable to round-trip means not ready. */
export async function natsReady(nc: NatsConnection): Promise<void> {
  if (nc.isClosed()) throw new Error('connection closed');
  await nc.flush();
}

/** A client that can run a trivial query: the service's Prisma client. */
interface Pingable {
  $queryRawUnsafe(query: string): Promise<unknown>;
}

/** `/health` of a service: ready when its database answers and its events connection round-trips. */
export const serviceHealth = (database: InjectionToken) =>
  HealthModule.forRootAsync({
    inject: [database, EVENTS_NATS],
    useFactory: (db: Pingable, nc: NatsConnection) => ({
      database: async () => {
        await db.$queryRawUnsafe('SELECT 1');
      },
      nats: () => natsReady(nc),
    }),
  });
