import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { TOKENS } from '@ricambiamo/contracts';
import { correlationIdOf, RpcLoggingInterceptor, RpcMetricsInterceptor } from '@ricambiamo/logging';
import { natsServerOptions, RpcDomainExceptionFilter } from '@ricambiamo/messaging';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import type { TokensConfig } from './config';

/**
 * The tokens service: NATS request/reply in the `tokens` queue group, plus a small HTTP server for /health and
 * /metrics. Returned started; `app.close()` stops taking requests, finishes the outbox batch and drains NATS.
 */
export async function startTokensApp(config: TokensConfig): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), new FastifyAdapter({ genReqId: correlationIdOf }), {
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  const microservice = app.connectMicroservice(natsServerOptions(config.NATS_URL, TOKENS.queue), {
    deferInitialization: true,
  });
  microservice.useGlobalFilters(new RpcDomainExceptionFilter());
  microservice.useGlobalInterceptors(await app.resolve(RpcLoggingInterceptor), app.get(RpcMetricsInterceptor));
  await app.startAllMicroservices();
  await app.listen(config.HTTP_PORT, '0.0.0.0');
  return app;
}
