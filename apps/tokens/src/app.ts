import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { TOKENS } from '@ricambiamo/contracts';
import { startService } from '@ricambiamo/messaging';
import { AppModule } from './app.module';
import type { TokensConfig } from './config';

/**
 * The tokens service: NATS request/reply in the `tokens` queue group, plus a small HTTP server for /health and
 * /metrics. Returned started; `app.close()` stops taking requests, finishes the outbox batch and drains NATS.
 */
export function startTokensApp(config: TokensConfig): Promise<NestFastifyApplication> {
  return startService(AppModule.forRoot(config), { queue: TOKENS.queue, natsUrl: config.NATS_URL, httpPort: config.HTTP_PORT });
}
