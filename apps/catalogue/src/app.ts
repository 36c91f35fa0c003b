import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CATALOGUE } from '@ricambiamo/contracts';
import { startService } from '@ricambiamo/messaging';
import { AppModule } from './app.module';
import type { CatalogueConfig } from './config';

/**
 * The catalogue service: NATS request/reply in the `catalogue` queue group, the identity-events consumer, plus a
 * small HTTP server for /health and /metrics. Returned started; `app.close()` stops taking requests, stops the
 * consumer, finishes the outbox batch and drains NATS.
 */
export function startCatalogueApp(config: CatalogueConfig): Promise<NestFastifyApplication> {
  return startService(AppModule.forRoot(config), { queue: CATALOGUE.queue, natsUrl: config.NATS_URL, httpPort: config.HTTP_PORT });
}
