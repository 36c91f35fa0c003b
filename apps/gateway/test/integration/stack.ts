import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import sharp from 'sharp';
import { APPS } from '@ricambiamo/config';
import { DATI_VENDITA_DI_PROVA, IMAGE_CONTENT_TYPE, imageKeyFor, MEDIA_PATHS, thumbnailKeyOf, uploaderMetadata } from '@ricambiamo/contracts';
import { LocalStorage } from '@ricambiamo/storage';
import { freePort, type PrivateNatsServer, startNatsServer, startServiceProcess, TEST_RPC_BUDGET_MS, testDatabaseUrl, waitFor } from '@ricambiamo/testing';
import { Client } from 'pg';
import { createGateway } from '../../src/bootstrap';
import { DEFAULT_PUBLIC_ORIGIN, type GatewayConfig, loadGatewayConfig } from '../../src/config';
import { DATI_PUNTO } from '../fixtures/auto';

const STACK_REDIS_URL = 'redis://127.0.0.1:6379/9';

/**
 * How long a file's hook may take to start its stack (and what it adds to it): a dozen processes at once on two cores,
 * beside the other lane of `npm test`, once took over 90 s in CI. Within it, a service that never gets ready fails
 * with its name (startServiceProcess waits 120 s for each) rather than as a hook's timeout.
 */
export const STACK_START_MS = 180_000;

/** The services behind the gateway (libs/backend/config/src/apps.json). */
const ALL_SERVICES = APPS.filter((app) => app.kind === 'service').map((app) => app.name);

/**
 * What a seller needs to sign up and publish: identity, the tokens a listing costs, and catalogue, which learns from
 * identity's event that the seller gave their "Dati per la vendita" (completaDatiVendita).
 */
export const PER_PUBBLICARE = ['identity', 'tokens', 'catalogue'] as const;

export interface Stack {
  config: GatewayConfig;
  url: string;
  /** The stack's own nats-server, which a test may kill and start again. */
  nats: PrivateNatsServer;
  /** Each service process's readiness URL, by service name. */
  serviceHealth: Record<string, string>;
  /**
   * SIGKILLs one service's process, as a crash would; resolves with a function that starts it again on the same
   * port, database and NATS, resolving once it is ready.
   */
  stopService(service: string): Promise<() => Promise<void>>;
  /**
   * Another gateway replica in a process of its own, over the same services, NATS, Redis and image storage, as a
   * scaled Deployment runs them; `internalUrl` serves its /metrics.
   */
  startReplica(): Promise<GatewayReplica>;
  /** Listing photos as a finished upload of the seller leaves them, published with its uploader (no worker runs here). */
  readyPhotos(sellerId: string, count?: number): Promise<string[]>;
  stop(): Promise<void>;
}

export interface GatewayReplica {
  url: string;
  internalUrl: string;
  stop(): Promise<void>;
}

/**
 * The real service processes, each on a fresh test database of its own, with their own nats-server (so no other
 * replica in the same queue group can answer) and an in-process gateway in front of them, on an image storage of
 * its own unless `env` names one.
 *
 * `services` are the ones a file's tests reach, every one by default: a service left out has no process, so a request
 * the gateway sends it fails at once (NATS has no responder) and its events go unheard. Eleven processes starting at
 * once take most of a stack's start (about 12 s of two busy cores), and a file on sessions needs identity alone
 * (docs/development.md#tests). A file that names its services asserts nothing about what the others would do.
 */
export async function startStack(ownEnv: Record<string, string> = {}, services: readonly string[] = ALL_SERVICES): Promise<Stack> {
  // The tests' request budget, as the services' own harnesses have it, unless the file names its own: three sign-ups
  // at once on a just-started identity once took longer than production's 5 s on a busy CI machine.
  const env: Record<string, string> = { RPC_BUDGET_MS: TEST_RPC_BUDGET_MS, ...ownEnv };
  const unknown = services.filter((service) => !ALL_SERVICES.includes(service));
  if (unknown.length > 0) throw new Error(`${unknown.join(', ')}: not a service of the stack`);
  // Started in the registry's order, whatever order the file names them in.
  const started = ALL_SERVICES.filter((service) => services.includes(service));
  const nats = await startNatsServer();
  const ownStorage = env.STORAGE_DIR ? null : await mkdtemp(join(tmpdir(), 'gateway-stack-media-'));
  const ports = await Promise.all(started.map(() => freePort()));
  const smtpPorts = await Promise.all(started.map(() => freePort()));
  /** The first start migrates a fresh database; a restart keeps what the service had written. */
  const startService = (i: number, fresh: boolean) =>
    startServiceProcess(started[i], {
      natsUrl: nats.url,
      database: `ricambiamo_${started[i]}_gateway_test`,
      keepData: !fresh,
      // The imports service reads the files the gateway stores and works a queue: the stack's storage, and a Redis db no
      // other test's queue uses, unless the test names its own.
      env: {
        SMTP_PORT: String(smtpPorts[i]),
        REDIS_URL: STACK_REDIS_URL,
        ...(ownStorage ? { STORAGE_DIR: ownStorage } : {}),
        ...env,
      },
      port: ports[i],
    });
  const stops = await Promise.all(started.map((_, i) => startService(i, true)));

  const config = loadGatewayConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HTTP_PORT: '0',
    NATS_URL: nats.url,
    RATE_LIMIT_NAMESPACE: `test:${randomUUID()}`,
    ...(ownStorage ? { STORAGE_DIR: ownStorage } : {}),
    ...env,
  });
  const storage = new LocalStorage(config.STORAGE_DIR);
  const gateway: NestFastifyApplication = await createGateway(config);
  await gateway.listen(0, '127.0.0.1');
  return {
    config,
    url: await gateway.getUrl(),
    nats,
    serviceHealth: Object.fromEntries(started.map((service, i) => [service, `http://127.0.0.1:${ports[i]}/health`])),
    async stopService(service) {
      const i = started.indexOf(service);
      if (i < 0) throw new Error(`${service} is not a service of the stack`);
      await stops[i]('SIGKILL');
      return async () => {
        stops[i] = await startService(i, false);
      };
    },
    async startReplica() {
      const [port, internalPort] = await Promise.all([freePort(), freePort()]);
      const stop = await startServiceProcess('gateway', {
        natsUrl: nats.url,
        port,
        env: {
          ...env,
          INTERNAL_HTTP_PORT: String(internalPort),
          RATE_LIMIT_NAMESPACE: config.RATE_LIMIT_NAMESPACE,
          STORAGE_DIR: config.STORAGE_DIR,
        },
      });
      return { url: `http://127.0.0.1:${port}`, internalUrl: `http://127.0.0.1:${internalPort}`, stop: () => stop() };
    },
    async readyPhotos(sellerId, count = 2) {
      const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1d4ed8' } }).jpeg().toBuffer();
      const keys = Array.from({ length: count }, () => imageKeyFor(randomUUID(), 'jpeg'));
      for (const key of keys) {
        await storage.put(MEDIA_PATHS.published('auto-images', thumbnailKeyOf(key)), photo);
        await storage.put(MEDIA_PATHS.published('auto-images', key), photo, IMAGE_CONTENT_TYPE.jpeg, uploaderMetadata(sellerId));
      }
      return keys;
    },
    async stop() {
      await gateway.close();
      await Promise.all(stops.map((stop) => stop()));
      await nats.dispose();
      if (ownStorage) await rm(ownStorage, { recursive: true, force: true });
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

export const REGISTER = `mutation ($input: RegisterInput!) { registrati(input: $input) { accessToken user { id email ruolo } } }`;

const DATI_VENDITA = `mutation ($input: DatiVenditaInput!) { salvaDatiVendita(input: $input) { completa } }`;

/**
 * The seller's "Dati per la vendita" (art. 30 DSA), which every seller gives before the first listing; resolves once
 * catalogue, told by identity's event, lets them publish.
 */
export async function completaDatiVendita(browser: Browser, token: string, venditoreId: string): Promise<void> {
  const salvati = await browser.gql<{ salvaDatiVendita: { completa: boolean } }>(DATI_VENDITA, { input: DATI_VENDITA_DI_PROVA }, token);
  if (!salvati.data?.salvaDatiVendita.completa) throw new Error(`Dati per la vendita non salvati: ${JSON.stringify(salvati.errors)}`);
  const catalogo = new Client({ connectionString: testDatabaseUrl('ricambiamo_catalogue_gateway_test') });
  await catalogo.connect();
  try {
    await waitFor(async () => ((await catalogo.query('SELECT 1 FROM venditori WHERE id = $1 AND tracciabile', [venditoreId])).rowCount ? true : undefined));
  } finally {
    await catalogo.end();
  }
}
export const LOGIN = `mutation ($input: LoginInput!) { accedi(input: $input) { sessione { accessToken user { id } } } }`;
export const REFRESH = `mutation { rinnovaSessione { accessToken user { id } } }`;
export const ME = `query { utenteCorrente { id nome email ruolo } }`;
export const UPDATE_PROFILE = `mutation ($input: BuyerProfileInput!) { aggiornaProfiloAcquirente(input: $input) { id nome citta } }`;

/** A valid listing (docs/rules.md §6) of the given make with the given photos (see Stack.readyPhotos), a Centralina ECU and a Cambio. */
export const listingInput = (marca: string, immagini: string[]) => ({
  ...DATI_PUNTO,
  marca,
  immagini,
  ricambi: [
    { nome: 'Centralina ECU', prezzoCentesimi: 12000, spedizioneCentesimi: 900, codiceOem: '55195817' },
    { nome: 'Cambio', prezzoCentesimi: 35000, spedizioneCentesimi: 3000, grado: 'B', garanziaGiorni: 30 },
  ],
});

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@test.ricambiamo.it`;
