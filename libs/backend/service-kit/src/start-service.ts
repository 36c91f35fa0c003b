import { ModulesContainer, NestFactory } from '@nestjs/core';
import type { NestMicroservice } from '@nestjs/microservices';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { loadConfig, releaseStartupMemory } from '@ricambiamo/config';
import { rpcContractsOf } from '@ricambiamo/contracts';
import { correlationIdOf, drainOnClose, RpcLoggingInterceptor, RpcMetricsInterceptor } from '@ricambiamo/logging';
import { handlerProblems, RpcDomainExceptionFilter, RpcServer } from '@ricambiamo/messaging';
import { Logger } from 'nestjs-pino';
import type { ServiceDefinition } from './service';
import { ServiceModule } from './service';
import type { ServiceEnv } from './tokens';

type Class = abstract new (...args: never[]) => unknown;

/** Every controller class the app registered, whichever module it sits in. */
function controllersOf(app: NestFastifyApplication): Class[] {
  return [...app.get(ModulesContainer).values()].flatMap((module) =>
    [...module.controllers.values()].map((wrapper) => wrapper.metatype as Class),
  );
}

/**
 * Starts a service: NATS request/reply in its queue group (when it serves contracts), with typed errors, logs and
 * metrics on every request, plus a small HTTP server for /health and /metrics. Refuses to start when a contract has
 * no handler or two, or a handler serves a subject no contract declares. Returned started; `app.close()` stops
 * taking requests and answers the ones in hand, lets the modules finish (outbox batch, consumers, jobs) and drains
 * NATS, within 5 s whatever its clients do (docs/security.md, "Shutdown"). Once listening, it gives back the memory
 * its start-up left behind (releaseStartupMemory).
 */
export async function startService<Config extends ServiceEnv>(
  definition: ServiceDefinition<Config>,
  config: Config,
): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(
    ServiceModule.forRoot(definition, config),
    new FastifyAdapter({ genReqId: correlationIdOf }),
    { bufferLogs: true },
  );
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  drainOnClose(app.getHttpAdapter().getInstance());
  const problems = handlerProblems(definition.contracts ? rpcContractsOf(definition.contracts) : [], controllersOf(app));
  if (problems.length > 0) {
    await app.close();
    throw new Error(`${definition.name}: contracts and handlers disagree:\n  ${problems.join('\n  ')}`);
  }
  if (definition.contracts) {
    const microservice = app.connectMicroservice({ strategy: app.get(RpcServer) }, { deferInitialization: true }) as NestMicroservice;
    microservice.useGlobalFilters(new RpcDomainExceptionFilter());
    microservice.useGlobalInterceptors(await app.resolve(RpcLoggingInterceptor), app.get(RpcMetricsInterceptor));
    // A deferred microservice would run the app's start-up hooks a second time when it listens (two outbox relays,
    // two consumers per durable, a pruner nobody stops): the app runs them once, before NATS requests come in.
    await app.init();
    microservice.setIsInitHookCalled(true);
    await app.startAllMicroservices();
  }
  await app.listen(config.HTTP_PORT, '0.0.0.0');
  releaseStartupMemory();
  return app;
}

/** A service's main: its config from the environment (failing fast, naming every bad variable), then startService. */
export function runService<Config extends ServiceEnv>(definition: ServiceDefinition<Config>): void {
  Promise.resolve()
    .then(() => startService(definition, loadConfig(definition.env)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
