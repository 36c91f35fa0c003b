import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Actor, EventContract, EventEnvelope, PayloadIn, PayloadOf, ReplyOf, RequestOf, RpcContract } from '@ricambiamo/contracts';
import { EVENTS_STREAM } from '@ricambiamo/contracts';
import { findDrift } from '@ricambiamo/database';
import type { DomainError } from '@ricambiamo/messaging';
import { ensureEventsStream, RpcClient } from '@ricambiamo/messaging';
import type { ServiceDefinition, ServiceEnv } from '@ricambiamo/service-kit';
import { startService } from '@ricambiamo/service-kit';
import type { NatsConnection } from 'nats';
import { connect } from 'nats';
import { Client } from 'pg';
import { appNamed, compiledAppArgs, RUNTIME } from '@ricambiamo/config';
import { builtApps } from './built-apps';
import { copyOfMigrated } from './database-template';
import { tiedToTestProcess } from './child-process';
import { freePort } from './free-port';
import { waitFor } from './wait-for';
import type { PrivateNatsServer } from './nats-server';
import { startNatsServer } from './nats-server';

const ROOT = join(__dirname, '../../../..');
/** How long a service may take to stop on SIGTERM: its shutdown's own deadline, with room on a loaded machine. */
const STOP_GRACE_MS = 30_000;

export const testDatabaseUrl = (name: string) => `postgresql://postgres@127.0.0.1:5432/${name}`;

/**
 * The request budget (RPC_BUDGET_MS) of the apps a test starts beside the neighbours they call, where production has
 * 5 s: their first requests reach processes just started, still compiling and loading what they load on first use, on
 * a 2-core machine running another lane of tests (docs/development.md#tests). Nothing these tests check is a latency.
 */
export const TEST_RPC_BUDGET_MS = '25000';

/** Drops the database if it exists and creates it with every migration of the app applied (a copy of a template). */
export async function freshDatabase(app: string, databaseUrl: string): Promise<void> {
  await copyOfMigrated(app, join(ROOT, 'apps', app, 'prisma/migrations'), databaseUrl);
}

/** Differences between the app's Prisma models and its database once every migration is applied; [] when none. */
export async function schemaDrift(app: string): Promise<string[]> {
  const databaseUrl = testDatabaseUrl(`ricambiamo_${app.replaceAll('-', '_')}_test_drift`);
  await freshDatabase(app, databaseUrl);
  return findDrift({ databaseUrl, schemaPath: join(ROOT, 'apps', app, 'prisma/schema.prisma') });
}

/** The DomainError a request fails with; fails the test when it succeeds. */
export async function failure(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected the request to fail');
}

/** The payload of the newest event on the contract's subject in the stream, as the producer's schema reads it. */
export async function lastEvent<E extends EventContract>(natsUrl: string, contract: E): Promise<PayloadOf<E>> {
  const nc = await connect({ servers: natsUrl });
  try {
    const message = await (await nc.jetstreamManager()).streams.getMessage(EVENTS_STREAM.name, { last_by_subj: contract.subject });
    return contract.payload.parse(message.json<EventEnvelope>().payload) as PayloadOf<E>;
  } finally {
    await nc.close();
  }
}

/**
 * Publishes an event on the events stream as its producer's relay would; resolves with its id. `id` and `occurredAt`
 * replay an event, or date one in the past.
 */
export async function publishEvent<E extends EventContract>(
  nc: NatsConnection,
  contract: E,
  payload: PayloadIn<E>,
  at: { id?: string; occurredAt?: Date } = {},
): Promise<string> {
  const occurredAt = (at.occurredAt ?? new Date()).toISOString();
  const event: EventEnvelope = { id: at.id ?? randomUUID(), subject: contract.subject, occurredAt, payload };
  await nc.jetstream().publish(contract.subject, JSON.stringify(event), { msgID: event.id });
  return event.id;
}

/**
 * The newest event of the contract once it is the one awaited: a service's relay publishes after its commit, so the
 * event a test caused may not be the newest yet when the call returns.
 */
export function nextEvent<E extends EventContract>(
  natsUrl: string,
  contract: E,
  atteso: (payload: PayloadOf<E>) => boolean,
  timeoutMs = 10_000,
): Promise<PayloadOf<E>> {
  return waitFor(async () => {
    const payload = await lastEvent(natsUrl, contract);
    return atteso(payload) ? payload : undefined;
  }, timeoutMs);
}

export interface ServiceHarness {
  /** The running app; a new one after restart(). */
  readonly app: NestFastifyApplication;
  nats: PrivateNatsServer;
  databaseUrl: string;
  sql<T extends object>(text: string, params?: unknown[]): Promise<T[]>;
  /** Sends a request as `actor` (anonymous by default), the way the gateway does. */
  call<C extends RpcContract>(contract: C, data: RequestOf<C>, actor?: Actor | null): Promise<ReplyOf<C>>;
  /**
   * Publishes an event on the private JetStream as its producer's relay would; resolves with the event id. `id` and
   * `occurredAt` replay an event, or date one in the past.
   */
  publish<E extends EventContract>(contract: E, payload: PayloadIn<E>, at?: { id?: string; occurredAt?: Date }): Promise<string>;
  /** Closes the app, runs `whileDown`, then starts a new one on the same database and NATS. */
  restart(whileDown: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

export interface ServiceHarnessOptions {
  /** The test database's name; it is dropped and migrated afresh. */
  database: string;
  /** Variables of the service's own, over the harness's (database, private NATS, HTTP port 0, silent logs). */
  env?: Record<string, string>;
  /** Started before the service, on the same NATS: e.g. the processes of services it calls. */
  beforeStart?: (natsUrl: string) => Promise<() => Promise<void>>;
}

/**
 * The real service on a fresh, migrated database, with a nats-server of the test's own: nothing is mocked, and nothing
 * a developer's running stack does on the shared servers (same queue groups) can answer the test's requests.
 */
export async function startServiceHarness<Config extends ServiceEnv>(
  definition: ServiceDefinition<Config>,
  options: ServiceHarnessOptions,
): Promise<ServiceHarness> {
  const databaseUrl = testDatabaseUrl(options.database);
  await freshDatabase(definition.name, databaseUrl);
  const nats = await startNatsServer();
  const stopBefore = options.beforeStart ? await options.beforeStart(nats.url) : async () => {};
  const config = definition.env.parse({
    DATABASE_URL: databaseUrl,
    NATS_URL: nats.url,
    HTTP_PORT: '0',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  let app = await startService(definition, config);
  // Generous: a test may call a service that is still warming up, and its own timeouts are what it tests.
  const rpc = await RpcClient.connect({ natsUrl: nats.url, timeoutMs: 30_000 });
  const nc: NatsConnection = await connect({ servers: nats.url });
  await ensureEventsStream(nc);
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  let calls = 0;
  return {
    get app() {
      return app;
    },
    nats,
    databaseUrl,
    sql: async <T extends object>(text: string, params: unknown[] = []) => (await db.query<T>(text, params)).rows,
    call: (contract, data, actor = null) => rpc.send(contract, data, { actor, correlationId: `test-${++calls}` }),
    publish: (contract, payload, at = {}) => publishEvent(nc, contract, payload, at),
    restart: async (whileDown) => {
      await app.close();
      await whileDown();
      app = await startService(definition, config);
    },
    close: async () => {
      await rpc.close();
      await app.close();
      await stopBefore();
      await nc.drain();
      await db.end();
      await nats.dispose();
    },
  };
}

/** Polls the URL until it answers 200; fails at once if the process behind it exits. */
export async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the process behind ${url} exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become healthy`);
}

/**
 * A service app in its own process, compiled as production runs it (built-apps.ts), as in the stack, on a fresh
 * database of the given name (when it has one, and unless `keepData` restarts it on what it had) and the given NATS,
 * serving /health on `port` (a free one by default); resolves once it answers /health. Resolves with a function that
 * stops it: SIGTERM by default, SIGKILL to test what a crash leaves behind.
 */
export async function startServiceProcess(
  app: string,
  options: { natsUrl: string; database?: string; keepData?: boolean; env?: Record<string, string>; port?: number },
): Promise<(signal?: NodeJS.Signals) => Promise<void>> {
  const env: Record<string, string> = { NODE_ENV: 'test', LOG_LEVEL: 'warn', NATS_URL: options.natsUrl, ...options.env };
  if (options.database) {
    env.DATABASE_URL = testDatabaseUrl(options.database);
    // A restart (`keepData`) finds what the service wrote before it was stopped.
    if (!options.keepData) await freshDatabase(app, env.DATABASE_URL);
  }
  const port = options.port ?? (await freePort());
  const child = tiedToTestProcess(
    spawn(process.execPath, compiledAppArgs(appNamed(app), await builtApps()), {
      cwd: ROOT,
      env: { ...process.env, ...RUNTIME.env, HTTP_PORT: String(port), ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    }),
  );
  // A process that exits fails at once; one still starting may take long: a stack starts a dozen at once on two cores,
  // maybe while another lane seeds 200k listings.
  try {
    await waitForHealth(`http://127.0.0.1:${port}/health`, child, 120_000);
  } catch (error) {
    // Nobody gets the function that stops it: it goes now.
    child.kill('SIGKILL');
    throw error;
  }
  return async (signal = 'SIGTERM') => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill(signal);
    const late = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(late);
    // A graceful stop that hangs is a defect of the service's shutdown, not a slow machine.
    if (signal === 'SIGTERM' && child.signalCode === 'SIGKILL') throw new Error(`${app} did not stop within ${STOP_GRACE_MS / 1000} s of SIGTERM`);
  };
}
