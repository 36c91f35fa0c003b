import type { DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { correlationIdOf, RpcLoggingInterceptor, RpcMetricsInterceptor } from '@ricambiamo/logging';
import { Logger } from 'nestjs-pino';
import { RpcDomainExceptionFilter } from './rpc-exception.filter';
import { natsServerOptions } from './rpc-server';

export interface ServiceOptions {
  /** The queue group: every replica of the service shares the requests. */
  queue: string;
  natsUrl: string;
  httpPort: number;
}

/**
 * Starts a backend service: NATS request/reply in its queue group, with typed errors, logs and metrics on every
 * request, plus a small HTTP server for /health and /metrics. Returned started; `app.close()` stops taking requests,
 * lets the modules finish (outbox batch, consumers) and drains NATS.
 */
export async function startService(module: DynamicModule, options: ServiceOptions): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(module, new FastifyAdapter({ genReqId: correlationIdOf }), {
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  const microservice = app.connectMicroservice(natsServerOptions(options.natsUrl, options.queue), {
    deferInitialization: true,
  });
  microservice.useGlobalFilters(new RpcDomainExceptionFilter());
  microservice.useGlobalInterceptors(await app.resolve(RpcLoggingInterceptor), app.get(RpcMetricsInterceptor));
  await app.startAllMicroservices();
  await app.listen(options.httpPort, '0.0.0.0');
  return app;
}
