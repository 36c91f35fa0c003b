import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { APPS } from '@ricambiamo/config';
import { freePort, type PrivateNatsServer, startNatsServer, startServiceProcess } from '@ricambiamo/testing';
import { createGateway } from '../../src/bootstrap';
import { DEFAULT_PUBLIC_ORIGIN, type GatewayConfig, loadGatewayConfig } from '../../src/config';

/** The services behind the gateway (tools/apps.json). */
const SERVICES = APPS.filter((app) => app.kind === 'service').map((app) => app.name);

export interface Stack {
  config: GatewayConfig;
  url: string;
  /** The stack's own nats-server, which a test may kill and start again. */
  nats: PrivateNatsServer;
  /** Each service process's readiness URL, by service name. */
  serviceHealth: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * The real service processes, each on a fresh test database of its own, with their own nats-server (so no other
 * replica in the same queue group can answer) and an in-process gateway in front of them.
 */
export async function startStack(env: Record<string, string> = {}): Promise<Stack> {
  const nats = await startNatsServer();
  const ports = await Promise.all(SERVICES.map(() => freePort()));
  const stops = await Promise.all(
    SERVICES.map(async (service, i) =>
      startServiceProcess(service, {
        natsUrl: nats.url,
        database: `ricambiamo_${service}_gateway_test`,
        env: { SMTP_PORT: String(await freePort()), ...env },
        port: ports[i],
      }),
    ),
  );

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
    nats,
    serviceHealth: Object.fromEntries(SERVICES.map((service, i) => [service, `http://127.0.0.1:${ports[i]}/health`])),
    async stop() {
      await gateway.close();
      await Promise.all(stops.map((stop) => stop()));
      await nats.dispose();
    },
  };
}

/** A tiny GraphQL client that keeps the refresh cookie and, like a browser, says which page's origin it posts from. */
export class Browser {
  cookie: string | undefined;

  constructor(
    private readonly url: string,
    private readonly origin: string = new URL(DEFAULT_PUBLIC_ORIGIN).origin,
  ) {}

  async gql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
  ): Promise<{ data: T | null; errors?: { message: string; extensions: { code: string; fields?: Record<string, string> } }[] }> {
    const response = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: this.origin,
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

/** A valid listing (§5) of the given make: two photos, a Centralina ECU and a Cambio. */
export const listingInput = (marca = 'Fiat') => ({
  marca,
  modello: 'Punto',
  anno: 2008,
  km: 180000,
  cv: 75,
  kw: 55,
  cilindrata: 1242,
  carburante: 'benzina',
  immagini: [`${randomUUID()}.jpg`, `${randomUUID()}.jpg`],
  ricambi: [
    { nome: 'Centralina ECU', prezzoCentesimi: 12000, spedizioneCentesimi: 900, codiceOem: '55195817' },
    { nome: 'Cambio', prezzoCentesimi: 35000, spedizioneCentesimi: 3000, grado: 'B', garanziaGiorni: 30 },
  ],
});

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@test.ricambiamo.it`;
