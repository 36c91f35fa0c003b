import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RpcContract, SessionDto } from '@ricambiamo/contracts';
import { CATALOGUE, deadLetterSubject, EVENTS_STREAM, IDENTITY, IDENTITY_EVENTS, rpcContractsOf, TOKENS } from '@ricambiamo/contracts';
import type { PrivateNatsServer } from '@ricambiamo/testing';
import { failure, freePort, startNatsServer, startServiceProcess, testDatabaseUrl, waitFor } from '@ricambiamo/testing';
import type { NatsConnection } from 'nats';
import { AckPolicy, connect, headers, JSONCodec } from 'nats';
import { Client } from 'pg';
import {
  AtLeastOnceConsumer,
  DomainError,
  listDeadLetters,
  NATS_ROLES,
  natsAuthConfig,
  natsClientOptions,
  natsPasswordVariable,
  natsServerUsers,
  OPS_NATS_USER,
  replayDeadLetter,
  riavvolgiConsumer,
  RpcClient,
} from '../../src';

jest.setTimeout(60_000);

/** Every app's password for this run: the server reads them from its environment, as in compose and Kubernetes. */
// A letter first: nats-server reads a value starting with a digit as a number (7e3… as an exponent) and refuses it.
const PASSWORDS = Object.fromEntries(natsServerUsers().map((user) => [user, `n${randomBytes(24).toString('hex')}`]));
const credentials = (user: string) => ({ user, password: PASSWORDS[user] });
const database = (service: string) => `ricambiamo_${service}_nats_auth_test`;

/** nats-server on the generated users and permissions (infra/nats/nats-auth.conf), with JetStream in a store of its own. */
async function startAuthNats(): Promise<PrivateNatsServer> {
  const dir = await mkdtemp(join(tmpdir(), 'nats-auth-'));
  const config = join(dir, 'nats-auth.conf');
  await writeFile(config, natsAuthConfig());
  const env = Object.fromEntries(natsServerUsers().map((user) => [natsPasswordVariable(user), PASSWORDS[user]]));
  const server = await startNatsServer({ config, env });
  return {
    ...server,
    dispose: async () => {
      await server.dispose();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const json = JSONCodec();

let nats: PrivateNatsServer;
let stopServices: (() => Promise<void>)[] = [];
let gateway: RpcClient;
const raw: NatsConnection[] = [];

/** A plain nats.js connection as the given app (its user, password and inbox prefix), for what RpcClient cannot try. */
async function connectAs(user: string): Promise<NatsConnection> {
  const nc = await connect({ ...natsClientOptions(nats.url, credentials(user)), reconnect: false });
  raw.push(nc);
  return nc;
}

let seller: SessionDto;
const email = `venditore-${randomUUID().slice(0, 8)}@esempio.it`;

beforeAll(async () => {
  nats = await startAuthNats();
  const services = Object.keys(NATS_ROLES).filter((app) => NATS_ROLES[app].serves);
  const start = async (service: string) =>
    startServiceProcess(service, {
      natsUrl: nats.url,
      database: database(service),
      env: { NATS_USER: service, NATS_PASSWORD: PASSWORDS[service], SMTP_PORT: String(await freePort()) },
    });
  // A few at a time: eleven processes compiling their TypeScript at once on two cores, beside another lane, starved one
  // past nats.js's 20 s dial, and it exited.
  const started: PromiseSettledResult<() => Promise<void>>[] = [];
  for (let i = 0; i < services.length; i += 4) started.push(...(await Promise.allSettled(services.slice(i, i + 4).map(start))));
  stopServices = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  gateway = await RpcClient.connect({ natsUrl: nats.url, credentials: credentials('gateway'), timeoutMs: 10_000 });
  seller = await gateway.send(
    IDENTITY.user.register,
    { nome: 'Mario Rossi', email, password: 'segretissima1', confermaPassword: 'segretissima1', ruolo: 'venditore' },
    { actor: null, correlationId: 'registrazione' },
  );
}, 300_000);

afterAll(async () => {
  await Promise.all(raw.map((nc) => nc.close()));
  await gateway?.close();
  await Promise.all(stopServices.map((stop) => stop()));
  await nats?.dispose();
});

const sellerActor = () => ({ userId: seller.user.id, role: 'venditore' as const });

/** Sends what the gateway would send for the seller (a @nestjs/microservices packet), forged by another app; resolves with the answer. */
async function forge(nc: NatsConnection, contract: RpcContract): Promise<unknown> {
  const packet = { id: randomUUID(), pattern: contract.subject, data: { actor: sellerActor(), correlationId: 'contraffatta', data: {} } };
  return json.decode((await nc.request(contract.subject, json.encode(packet), { timeout: 2000 })).data);
}

describe('NATS with the generated users and permissions', () => {
  it('refuses a client without credentials, and one with a wrong password', async () => {
    await expect(connect({ servers: nats.url, reconnect: false })).rejects.toMatchObject({ code: 'AUTHORIZATION_VIOLATION' });
    await expect(connect({ servers: nats.url, user: 'gateway', pass: 'indovinata', reconnect: false })).rejects.toMatchObject({
      code: 'AUTHORIZATION_VIOLATION',
    });
  });

  it("lets the gateway ask identity for the user behind a session: a real round trip under the services' own users", async () => {
    const me = await gateway.send(IDENTITY.user.me, {}, { actor: sellerActor(), correlationId: 'me' });
    expect(me).toMatchObject({ id: seller.user.id, email });
  });

  it("refuses another service's user a request on behalf of a user: tokens cannot ask identity.user.me, identity cannot ask tokens.balance.get", async () => {
    const tokens = await connectAs('tokens');
    await expect(forge(tokens, IDENTITY.user.me)).rejects.toThrow('Permissions Violation for Publish to "identity.user.me"');
    const identity = await connectAs('identity');
    await expect(forge(identity, TOKENS.balance.get)).rejects.toThrow('Permissions Violation for Publish to "tokens.balance.get"');
  });

  it("refuses tokens' user a subscription to identity's subjects, even in identity's queue group, so it cannot answer for identity", async () => {
    const tokens = await connectAs('tokens');
    const impostor = tokens.subscribe('identity.>', { queue: 'identity' });
    const answering = (async () => {
      for await (const msg of impostor) msg.respond(json.encode({ response: { email: 'impostore@esempio.it' } }));
    })();
    // The server refuses the subscription before it answers the flush.
    await tokens.flush();
    expect(impostor.isClosed()).toBe(true);
    await expect(answering).rejects.toThrow('Permissions Violation for Subscription to "identity.>" using queue "identity"');
    // Whoever asks next is answered by identity itself.
    expect(await gateway.send(IDENTITY.user.me, {}, { actor: sellerActor(), correlationId: 'me-dopo' })).toMatchObject({ email });
  });

  it('lets catalogue ask tokens for a debit, and nothing of identity', async () => {
    const catalogue = await RpcClient.connect({ natsUrl: nats.url, credentials: credentials('catalogue'), timeoutMs: 10_000 });
    try {
      const debit = { venditoreId: seller.user.id, amount: 5, reason: 'creazione-inserzione' as const, idempotencyKey: randomUUID(), fingerprint: 'a'.repeat(64), autoId: randomUUID() };
      // Tokens answered: the new seller has no tokens yet.
      expect((await failure(catalogue.send(TOKENS.balance.debit, debit, { actor: sellerActor(), correlationId: 'addebito' }))).code).toBe(
        'INSUFFICIENT_TOKENS_CREATE',
      );
    } finally {
      await catalogue.close();
    }
    const asCatalogue = await connectAs('catalogue');
    await expect(forge(asCatalogue, IDENTITY.user.me)).rejects.toThrow('Permissions Violation for Publish to "identity.user.me"');
    await expect(forge(asCatalogue, TOKENS.balance.get)).rejects.toThrow('Permissions Violation for Publish to "tokens.balance.get"');
  });

  it('lets the media worker ask catalogue and identity which images listings and profiles show, and nothing else', async () => {
    const mediaWorker = await connectAs('media-worker');
    await expect(forge(mediaWorker, CATALOGUE.images.referenced)).resolves.toMatchObject({ isDisposed: true });
    await expect(forge(mediaWorker, IDENTITY.images.referenced)).resolves.toMatchObject({ isDisposed: true });
    await expect(forge(mediaWorker, CATALOGUE.listing.mine)).rejects.toThrow('Permissions Violation for Publish to "catalogue.listing.mine"');
  });

  it('lets orders reserve parts in catalogue and read buyers\' declarations, and refuses both to the gateway and to users', async () => {
    const orders = await RpcClient.connect({ natsUrl: nats.url, credentials: credentials('orders'), timeoutMs: 10_000 });
    const scadenza = new Date(Date.now() + 60_000).toISOString();
    const riserva = { ordineId: randomUUID(), acquirenteId: randomUUID(), autoId: randomUUID(), ricambiIds: [randomUUID()], scadenza, entro: scadenza, officina: false };
    try {
      // Catalogue answered: there is no such listing.
      expect((await failure(orders.send(CATALOGUE.parts.reserve, riserva, { actor: null, correlationId: 'riserva' }))).code).toBe('PARTS_UNAVAILABLE');
    } finally {
      await orders.close();
    }
    await expect(forge(await connectAs('orders'), IDENTITY.buyer.declaration)).resolves.toMatchObject({ isDisposed: true });
    await expect(forge(await connectAs('gateway'), CATALOGUE.parts.reserve)).rejects.toThrow('Permissions Violation for Publish to "catalogue.parts.reserve"');
    await expect(forge(await connectAs('gateway'), IDENTITY.buyer.declaration)).rejects.toThrow(
      'Permissions Violation for Publish to "identity.buyer.declaration"',
    );
    await expect(forge(await connectAs('orders'), IDENTITY.user.me)).rejects.toThrow('Permissions Violation for Publish to "identity.user.me"');
  });

  it('lets the gateway reach every contract of every service users may call', async () => {
    const contracts: RpcContract[] = rpcContractsOf(NATS_ROLES.gateway.calls ?? []).filter((contract) => contract.access !== 'service');
    expect(contracts.length).toBeGreaterThan(20);
    const unanswered: string[] = [];
    for (const contract of contracts) {
      // Empty data and no actor: the service answers, mostly refusing; INTERNAL would mean nobody could (a timeout).
      const outcome = await gateway.send(contract, {}, { actor: null, correlationId: contract.subject }).catch((error: unknown) => error);
      if (outcome instanceof DomainError && outcome.code === 'INTERNAL') unanswered.push(contract.subject);
    }
    expect(unanswered).toEqual([]);
  });

  it("carries identity's revoked sessions to the gateway's consumer, which can neither change the events stream nor read another durable", async () => {
    const revoked: string[][] = [];
    const [durable] = NATS_ROLES.gateway.consumesAtLeastOnce ?? [];
    const reader = new AtLeastOnceConsumer(() => gateway.connection(), {
      durable,
      events: [IDENTITY_EVENTS.sessionsRevoked],
      handle: (event) => {
        revoked.push(event.payload.sessionIds);
        return Promise.resolve();
      },
    });
    reader.start();
    try {
      const context = { actor: null, correlationId: 'revoca' };
      const { sessione: session } = await gateway.send(IDENTITY.session.login, { email, password: 'segretissima1', persistent: false }, context);
      if (!session) throw new Error('a buyer signs in without a second factor');
      await gateway.send(IDENTITY.session.logout, { refreshToken: session.refreshToken }, context);
      await waitFor(() => Promise.resolve(revoked.find((ids) => ids.includes(session.sessionId))));
    } finally {
      await reader.stop();
    }
    const asGateway = await connectAs('gateway');
    const stream = `$JS.API.STREAM.UPDATE.${EVENTS_STREAM.name}`;
    await expect(asGateway.request(stream, json.encode({ name: EVENTS_STREAM.name }), { timeout: 2000 })).rejects.toThrow(
      `Permissions Violation for Publish to "${stream}"`,
    );
    const other = `$JS.API.CONSUMER.INFO.${EVENTS_STREAM.name}.catalogue-identity`;
    await expect(asGateway.request(other, undefined, { timeout: 2000 })).rejects.toThrow(`Permissions Violation for Publish to "${other}"`);
  });

  it("gives the operators' user the dead letters and the durables to rewind, and no request of any service", async () => {
    // A dead letter left by catalogue's consumer, on a subject of identity's that no consumer applies (each skips it).
    const subject = 'evt.identity.prova-ops';
    const letter = headers();
    letter.set('Ricambiamo-Consumer', 'catalogue-identity');
    letter.set('Ricambiamo-Subject', subject);
    letter.set('Ricambiamo-Deliveries', '5');
    letter.set('Ricambiamo-Error', 'prova');
    await (await connectAs('catalogue')).jetstream().publish(deadLetterSubject('catalogue-identity', subject), json.encode({ prova: true }), { headers: letter });

    const ops = await connectAs(OPS_NATS_USER);
    const [listed] = await listDeadLetters(ops);
    expect(listed).toMatchObject({ consumer: 'catalogue-identity', subject, error: 'prova' });
    await replayDeadLetter(ops, listed.sequence);
    expect(await listDeadLetters(ops)).toEqual([]);

    // A durable of its own, rewound as after a restore: read, deleted and created again from a moment.
    const jsm = await ops.jetstreamManager();
    await jsm.consumers.add(EVENTS_STREAM.name, { durable_name: 'ops-prova', filter_subject: subject, ack_policy: AckPolicy.Explicit });
    await riavvolgiConsumer(ops, 'ops-prova', new Date(Date.now() - 60_000));
    expect((await jsm.consumers.info(EVENTS_STREAM.name, 'ops-prova')).config.opt_start_time).toBeDefined();
    await jsm.consumers.delete(EVENTS_STREAM.name, 'ops-prova');

    await expect(forge(ops, IDENTITY.user.me)).rejects.toThrow(`Permissions Violation for Publish to "${IDENTITY.user.me.subject}"`);
  });

  it.each(['catalogue', 'orders'])("carries identity's events to %s: the outbox relay publishes and the JetStream consumer applies them under their users", async (service) => {
    const db = new Client({ connectionString: testDatabaseUrl(database(service)) });
    await db.connect();
    try {
      const venditore = await waitFor(async () => {
        const rows = (await db.query<{ nome: string }>('SELECT nome FROM venditori WHERE id = $1', [seller.user.id])).rows;
        return rows[0];
      });
      expect(venditore).toEqual({ nome: 'Mario Rossi' });
    } finally {
      await db.end();
    }
  });
});
