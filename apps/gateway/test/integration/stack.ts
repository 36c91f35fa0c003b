import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { APPS } from '@ricambiamo/config';
import { migrate } from '@ricambiamo/database';
import { freePort, startNatsServer } from '@ricambiamo/testing';
import { createGateway } from '../../src/bootstrap';
import { type GatewayConfig, loadGatewayConfig } from '../../src/config';

const ROOT = join(__dirname, '../../../..');

/** The services behind the gateway (tools/apps.json), each on a test database of its own. */
const SERVICES = APPS.filter((app) => app.kind === 'service').map((app) => app.name);
type Service = (typeof SERVICES)[number];

export const testDatabaseUrl = (service: Service) =>
  `postgresql://postgres@127.0.0.1:5432/ricambiamo_${service}_gateway_test`;

export interface Stack {
  config: GatewayConfig;
  url: string;
  stop(): Promise<void>;
}

/**
 * The real service processes on their own test databases and their own nats-server (so no other replica in the same
 * queue group can answer), with an in-process gateway in front of them.
 */
export async function startStack(env: Record<string, string> = {}): Promise<Stack> {
  const nats = await startNatsServer();
  const children = await Promise.all(SERVICES.map((service) => startService(service, nats.url, env)));

  const config = loadGatewayConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HTTP_PORT: '0',
    NATS_URL: nats.url,
    RATE_LIMIT_NAMESPACE: `test:${randomUUID()}`,
    ...env,
  });
  const gateway: NestFastifyApplication = await createGateway(config);
  await gateway.listen(0, '127.0.0.1');
  return {
    config,
    url: await gateway.getUrl(),
    async stop() {
      await gateway.close();
      await Promise.all(
        children.map((child) => {
          child.kill('SIGTERM');
          return new Promise((resolve) => child.once('exit', resolve));
        }),
      );
      await nats.dispose();
    },
  };
}

async function startService(service: Service, natsUrl: string, env: Record<string, string>): Promise<ChildProcess> {
  const databaseUrl = testDatabaseUrl(service);
  await migrate({ databaseUrl, migrationsDir: join(ROOT, `apps/${service}/prisma/migrations`) });
  const port = await freePort();
  const child = spawn(process.execPath, ['-r', '@swc-node/register', `apps/${service}/src/main.ts`], {
    cwd: ROOT,
    env: {
      ...process.env,
      SWC_NODE_PROJECT: 'tsconfig.base.json',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      NATS_URL: natsUrl,
      HTTP_PORT: String(port),
      SMTP_PORT: String(await freePort()),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(service, `http://127.0.0.1:${port}/health`, child);
  return child;
}

async function waitForHealth(service: Service, url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${service} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${service} did not become healthy at ${url}`);
}

/** A tiny GraphQL client that keeps the refresh cookie like a browser would. */
export class Browser {
  cookie: string | undefined;

  constructor(private readonly url: string) {}

  async gql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
  ): Promise<{ data: T | null; errors?: { message: string; extensions: { code: string; fields?: Record<string, string> } }[] }> {
    const response = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0];
    return (await response.json()) as never;
  }
}

export const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { accessToken user { id email ruolo } } }`;
export const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { accessToken user { id } } }`;
export const REFRESH = `mutation { refreshSession { accessToken user { id } } }`;
export const ME = `query { me { id nome email ruolo } }`;
export const UPDATE_PROFILE = `mutation ($input: BuyerProfileInput!) { updateBuyerProfile(input: $input) { id nome citta } }`;

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@test.ricambiamo.it`;
