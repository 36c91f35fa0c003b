import type { DynamicModule, FactoryProvider, InjectionToken, OnApplicationShutdown } from '@nestjs/common';
import { Inject, Injectable, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import type { z } from 'zod';
import { rpcTimeoutMs } from '@ricambiamo/config';
import { createPgAdapter, createPgPool } from '@ricambiamo/database';
import type { DependencyChecks } from '@ricambiamo/logging';
import { HealthModule, LoggingModule, MetricsModule, MetricsRegistry } from '@ricambiamo/logging';
import type { Prune, TransactionRunner } from '@ricambiamo/messaging';
import {
  eventTablePrunes,
  EVENTS_NATS,
  natsCredentials,
  natsReady,
  OutboxEventsModule,
  outboxLagGauge,
  Pruner,
  RpcClient,
  RpcClientModule,
  RpcServer,
  rpcServer,
} from '@ricambiamo/messaging';
import type { NatsConnection } from 'nats';
import { EventConsumers } from './event-consumers';
import { eventsStreamOf } from './events-stream-of';
import { PruningLifecycle } from './pruning';
import { DATABASE, SERVICE_CONFIG, SQL_POOL, type ServiceEnv } from './tokens';
import { UnitOfWork } from './unit-of-work';

const OUTBOX_LAG = Symbol('OUTBOX_LAG');

/** A service's generated Prisma client: constructed on the pg driver adapter, disconnected at shutdown. */
export interface PrismaClientLike extends TransactionRunner {
  $disconnect(): Promise<void>;
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): PromiseLike<T>;
}
export type PrismaClientClass<P extends PrismaClientLike> = new (options: {
  adapter: ReturnType<typeof createPgAdapter>;
  transactionOptions?: { maxWait: number; timeout: number };
}) => P;

/** What repositories receive: the root client or the transaction client of the unit of work they are part of. */
export type Db<P> = Omit<P, '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends'>;

/** Dependencies of the service's own that readiness must wait for, beyond what the kit already checks. */
export interface ReadinessChecks {
  imports?: DynamicModule['imports'];
  inject: FactoryProvider['inject'];
  useFactory: (...deps: never[]) => DependencyChecks;
}

/**
 * Everything that makes an app a Ricambiamo service, written once: the kit gives it validated config, logs, metrics,
 * its database and outbox, an RPC client when it calls other services, and a readiness that covers all of them.
 */
export interface ServiceDefinition<Config extends ServiceEnv = ServiceEnv> {
  /** Names the queue group, the logs, the metrics and the NATS connections. */
  name: string;
  env: z.ZodType<Config>;
  /** The contract tree it serves over NATS (e.g. CATALOGUE); each contract must have exactly one handler. */
  contracts?: object;
  /** Its generated Prisma client; with it come the outbox, the relay, the unit of work, its @Consumes consumers and pruning. */
  database?: PrismaClientClass<PrismaClientLike>;
  transactionOptions?: { maxWait: number; timeout: number };
  /** Rows of its own it deletes on PRUNE_INTERVAL_MS, beside the event tables every service with a database prunes. */
  prunes?: readonly Prune[];
  /** Sends requests to other services: an RpcClient with the timeout of the hop below the gateway. */
  callsServices?: boolean;
  readiness?: ReadinessChecks;
  /** Its feature modules. */
  imports: (config: Config) => NonNullable<DynamicModule['imports']>;
}

/** Disconnects in the last shutdown phase: the relay and in-flight requests use the client until then. */
@Injectable()
class DatabaseLifecycle implements OnApplicationShutdown {
  constructor(@Inject(DATABASE) private readonly db: PrismaClientLike) {}

  async onApplicationShutdown(): Promise<void> {
    await this.db.$disconnect();
  }
}

@Module({})
export class ServiceModule {
  static forRoot<Config extends ServiceEnv>(definition: ServiceDefinition<Config>, config: Config): DynamicModule {
    const { name, database } = definition;
    const checks: { name: string; token: InjectionToken; check: (dep: never) => Promise<void> }[] = [];
    const imports: NonNullable<DynamicModule['imports']> = [
      LoggingModule.forRoot({ service: name, level: config.LOG_LEVEL, format: config.LOG_FORMAT }),
      MetricsModule.forRoot({ service: name }),
    ];
    const providers: DynamicModule['providers'] = [{ provide: SERVICE_CONFIG, useValue: config }];
    const exports: DynamicModule['exports'] = [SERVICE_CONFIG];

    if (definition.contracts) {
      // A provider, so the app's close stops its requests first (RpcServer.onModuleDestroy); startService connects it.
      providers.push({ provide: RpcServer, useFactory: () => rpcServer(config.NATS_URL, name, natsCredentials(config)).strategy });
    }

    if (database) {
      if (!config.DATABASE_URL) throw new Error(`${name} has a database but no DATABASE_URL in its config`);
      const pool = createPgPool(config.DATABASE_URL);
      const client = new database({ adapter: createPgAdapter(pool), transactionOptions: definition.transactionOptions });
      providers.push(
        { provide: database, useValue: client },
        { provide: DATABASE, useValue: client },
        { provide: SQL_POOL, useValue: pool },
        // Ops' alert on events that stay unpublished (infra/k8s/alerts.yaml): read from the outbox at each scrape.
        { provide: OUTBOX_LAG, inject: [MetricsRegistry], useFactory: (registry: MetricsRegistry) => outboxLagGauge(registry, client) },
        DatabaseLifecycle,
        UnitOfWork,
        EventConsumers,
        {
          provide: Pruner,
          inject: [DATABASE],
          useFactory: (db: TransactionRunner) =>
            new Pruner(db, [...eventTablePrunes(eventsStreamOf(config)), ...(definition.prunes ?? [])], {
              intervalMs: config.PRUNE_INTERVAL_MS,
            }),
        },
        PruningLifecycle,
      );
      exports.push(database, DATABASE, SQL_POOL, UnitOfWork);
      imports.push(
        DiscoveryModule,
        OutboxEventsModule.forService({
          service: name,
          natsUrl: config.NATS_URL,
          credentials: natsCredentials(config),
          database: DATABASE,
          stream: eventsStreamOf(config),
        }),
      );
      checks.push(
        { name: 'database', token: DATABASE, check: async (db: PrismaClientLike) => void (await db.$queryRawUnsafe('SELECT 1')) },
        { name: 'nats', token: EVENTS_NATS, check: (nc: NatsConnection) => natsReady(nc) },
      );
    }
    if (definition.callsServices) {
      imports.push(
        RpcClientModule.register({
          natsUrl: config.NATS_URL,
          credentials: natsCredentials(config),
          timeoutMs: rpcTimeoutMs(config.RPC_BUDGET_MS, 1),
        }),
      );
      checks.push({ name: 'rpc', token: RpcClient, check: (rpc: RpcClient) => rpc.ping() });
    }

    const own = definition.readiness;
    imports.push(
      HealthModule.forRootAsync({
        imports: own?.imports,
        inject: [...checks.map((c) => c.token), ...(own?.inject ?? [])],
        useFactory: (...deps: never[]) => ({
          ...Object.fromEntries(checks.map((c, i) => [c.name, () => c.check(deps[i])])),
          ...(own ? own.useFactory(...deps.slice(checks.length)) : {}),
        }),
      }),
      ...definition.imports(config),
    );

    return { module: ServiceModule, global: true, imports, providers, exports };
  }
}
