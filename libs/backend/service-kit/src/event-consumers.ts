import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Inject, Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { EventContract } from '@ricambiamo/contracts';
import { MetricsRegistry } from '@ricambiamo/logging';
import type { EventHandler, TransactionRunner } from '@ricambiamo/messaging';
import { consumerDeclarationOf, consumerPendingGauge, EventConsumer, EVENTS_NATS } from '@ricambiamo/messaging';
import type { NatsConnection } from 'nats';
import { eventsStreamOf } from './events-stream-of';
import { DATABASE, SERVICE_CONFIG, type ServiceEnv } from './tokens';

/**
 * Runs every @Consumes provider of the app as a durable consumer: started once the app is up, stopped before the
 * events connection drains (beforeApplicationShutdown), so the batch in hand is finished and acked. Each durable's
 * events not yet handled are a metric (events_consumer_pending).
 */
@Injectable()
export class EventConsumers implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly consumers: EventConsumer<never>[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    @Inject(DATABASE) private readonly db: TransactionRunner<never>,
    @Inject(EVENTS_NATS) private readonly nc: NatsConnection,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceEnv,
    private readonly metrics: MetricsRegistry,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    consumerPendingGauge(this.metrics, this.nc, () => this.consumers.map((consumer) => consumer.durable));
    for (const wrapper of this.discovery.getProviders()) {
      const declaration = consumerDeclarationOf(wrapper.metatype);
      if (!declaration) continue;
      const handler = wrapper.instance as EventHandler<EventContract>;
      const consumer = new EventConsumer(this.db, this.nc, {
        ...declaration,
        handle: (event, tx, hint) => handler.handle(event, tx, hint),
        stream: eventsStreamOf(this.config),
        metrics: this.metrics,
      });
      this.consumers.push(consumer);
      await consumer.start();
    }
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.consumers.map((consumer) => consumer.stop()));
  }
}
