import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import { MAX_BYTES_UPLOAD } from '@ricambiamo/contracts';
import { correlationIdOf, drainOnClose, MetricsRegistry } from '@ricambiamo/logging';
import { RpcClient } from '@ricambiamo/messaging';
import { AppModule } from './app.module';
import { allowedOrigins, type GatewayConfig } from './config';
import { registerGraphqlCsrfDefence } from './graphql/graphql-csrf';
import { registraMetricheHttp } from './metriche/metriche-richieste';
import { AnteprimeService } from './web/anteprime.service';
import { registerCompression } from './web/compressione';
import { registerSecurityHeaders } from './web/security-headers';
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
  // Closing waits for no client: requests in hand are answered, the rest is cut after a grace (docs/security.md, "Shutdown").
  drainOnClose(app.getHttpAdapter().getInstance());
  // First, so every route registered after it, Nest's and Mercurius' included, answers with the headers.
  registerSecurityHeaders(app.getHttpAdapter().getInstance(), {
    publicOrigin: config.PUBLIC_ORIGIN,
    graphiql: config.NODE_ENV !== 'production',
  });
  // Before any route is registered too: their hooks apply to the routes added after them.
  registraMetricheHttp(app.getHttpAdapter().getInstance(), app.get(MetricsRegistry));
  await registerCompression(app.getHttpAdapter().getInstance());
  await app.register(fastifyCookie);
  // Before Nest registers Mercurius at init, so the hooks cover its POST /graphql route.
  registerGraphqlCsrfDefence(app.getHttpAdapter().getInstance(), allowedOrigins(config));
  // POST /uploads: one image of at most 5 MB (docs/rules.md §9) and the few form fields that say where it goes.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_BYTES_UPLOAD, files: 1, fields: 5, fieldSize: 100, parts: 6 },
  });
  if (config.WEB_DIST) {
    // Previews of listings and sellers ask the services as an anonymous visitor would.
    const anteprime = new AnteprimeService(app.get(RpcClient), config.PUBLIC_ORIGIN);
    await serveWebApp(app.getHttpAdapter().getInstance(), config.WEB_DIST, anteprime);
  }
  app.enableShutdownHooks();
  return app;
}
