import fastifyCookie from '@fastify/cookie';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import { correlationIdOf } from '@ricambiamo/logging';
import { AppModule } from './app.module';
import type { GatewayConfig } from './config';
import { serveWebApp } from './web/web-app';

/** Builds the gateway application; main.ts listens, tests call this with their own config. */
export async function createGateway(config: GatewayConfig): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // One id per request for Fastify, pino and the services: the caller's x-correlation-id when well-formed.
    genReqId: correlationIdOf,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    bufferLogs: true,
    // The Stripe webhook signature covers the exact bytes received.
    rawBody: true,
  });
  app.useLogger(app.get(Logger));
  await app.register(fastifyCookie);
  if (config.WEB_DIST) await serveWebApp(app.getHttpAdapter().getInstance(), config.WEB_DIST);
  app.enableShutdownHooks();
  return app;
}
