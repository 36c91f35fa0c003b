import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { CATALOGUE } from '@ricambiamo/contracts';
import { correlationIdOf, RpcLoggingInterceptor, RpcMetricsInterceptor } from '@ricambiamo/logging';
import { natsServerOptions, RpcDomainExceptionFilter } from '@ricambiamo/messaging';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import type { CatalogueConfig } from './config';

/**
 * The catalogue service: NATS request/reply in the `catalogue` queue group, the identity-events consumer, plus a
 * small HTTP server for /health and /metrics. Returned started; `app.close()` stops taking requests, stops the
 * consumer, finishes the outbox batch and drains NATS.
 */
export async function startCatalogueApp(config: CatalogueConfig): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), new FastifyAdapter({ genReqId: correlationIdOf }), {
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  const microservice = app.connectMicroservice(natsServerOptions(config.NATS_URL, CATALOGUE.queue), {
    deferInitialization: true,
  });
  microservice.useGlobalFilters(new RpcDomainExceptionFilter());
  microservice.useGlobalInterceptors(await app.resolve(RpcLoggingInterceptor), app.get(RpcMetricsInterceptor));
  await app.startAllMicroservices();
  await app.listen(config.HTTP_PORT, '0.0.0.0');
  return app;
}
