import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { IDENTITY } from '@ricambiamo/contracts';
import { startService } from '@ricambiamo/messaging';
import { AppModule } from './app.module';
import type { IdentityConfig } from './config';

/**
 * The identity service: NATS request/reply in the `identity` queue group, plus a small HTTP server for /health and
 * /metrics. Returned started; `app.close()` stops taking requests, finishes the outbox batch and drains NATS.
 */
export function startIdentityApp(config: IdentityConfig): Promise<NestFastifyApplication> {
  return startService(AppModule.forRoot(config), { queue: IDENTITY.queue, natsUrl: config.NATS_URL, httpPort: config.HTTP_PORT });
}
