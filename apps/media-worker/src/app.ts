import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { correlationIdOf } from '@ricambiamo/logging';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import type { MediaWorkerConfig } from './config';

/**
 * The media worker: consumes the media queue in Redis and serves /health and /metrics over HTTP. Returned started;
 * `app.close()` (SIGTERM) stops taking jobs and waits for the ones in progress to finish.
 */
export async function startMediaWorker(config: MediaWorkerConfig): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), new FastifyAdapter({ genReqId: correlationIdOf }), {
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  await app.listen(config.HTTP_PORT, '0.0.0.0');
  return app;
}
