import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import type { NatsConnection } from 'nats';
import { connect } from 'nats';
import { Client } from 'pg';
import WebSocket from 'ws';
import { type Actor, IDENTITY } from '@ricambiamo/contracts';
import { DomainError, RpcClient } from '@ricambiamo/messaging';
import {
  freePort,
  type PrivateNatsServer,
  RawHttpConnection,
  startNatsServer,
  startServiceProcess,
  testDatabaseUrl,
  timeToClose,
  waitFor,
} from '@ricambiamo/testing';
import { ACCESS_TOKEN } from '../../src/access/access-token';
import { createGateway } from '../../src/bootstrap';
import { type GatewayConfig, loadGatewayConfig } from '../../src/config';
import { GOING_AWAY } from '../../src/live/live-connections';
import { ascolta, inAscolto, OUR_ORIGIN, wsUrl } from './live-fixtures';
import { ME } from './stack';

/** Every app closes within this, whatever its clients are doing (docs/security.md, "Shutdown"). */
const CLOSE_WITHIN_MS = 5000;
const IDENTITY_DATABASE = 'ricambiamo_identity_gateway_shutdown_test';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A request as a client writes it on its own connection; `body` may then be sent a piece at a time. */
const postGraphql = (body: string, token?: string) =>
  [
    'POST /graphql HTTP/1.1',
    'Host: gateway',
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...(token ? [`Authorization: Bearer ${token}`] : []),
    '',
    '',
  ].join('\r\n');

/** Why a new connection failed: ECONNREFUSED once the server no longer listens. */
const refusal = (url: string) =>
  fetch(url).then(
    (response) => `answered ${response.status}`,
    (error: { cause?: { code?: string } }) => error.cause?.code,
  );

/**
 * A live connection whose client then goes silent, as a phone that lost its network: it reads nothing more, so it
 * never answers the server's close frame. Resolves once connection_init is acknowledged.
 */
async function silentLivePeer(url: string, accessToken: string): Promise<WebSocket> {
  const socket = new WebSocket(wsUrl(url), 'graphql-transport-ws', { headers: { origin: OUR_ORIGIN } });
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(JSON.stringify({ type: 'connection_init', payload: { accessToken } }));
  await new Promise((resolve) => socket.once('message', resolve));
  socket.pause();
  return socket;
}

describe('closing under load (real identity, NATS, Redis, PostgreSQL)', () => {
  let nats: PrivateNatsServer;
  let natsClient: NatsConnection;
  let identityPort: number;
  let stopIdentity: () => Promise<void>;
  /** Holds identity's users table locked, so a request that reads it stays in hand for as long as the test wants. */
  let identityDb: Client;
  let rpc: RpcClient;
  let config: GatewayConfig;
  let actor: Actor;
  let accessToken: string;

  beforeAll(async () => {
    nats = await startNatsServer();
    natsClient = await connect({ servers: nats.url });
    identityPort = await freePort();
    stopIdentity = await startServiceProcess('identity', {
      natsUrl: nats.url,
      database: IDENTITY_DATABASE,
      port: identityPort,
      env: { SMTP_PORT: String(await freePort()) },
    });
    identityDb = new Client({ connectionString: testDatabaseUrl(IDENTITY_DATABASE) });
    await identityDb.connect();
    rpc = await RpcClient.connect({ natsUrl: nats.url, timeoutMs: 10_000 });
    const password = `Chiusura-${randomUUID()}`;
    const { user, sessionId } = await rpc.send(
      IDENTITY.user.register,
      { nome: 'Carla Neri', email: `chiusura-${randomUUID().slice(0, 8)}@test.ricambiamo.it`, password, confermaPassword: password, ruolo: 'acquirente' },
      { actor: null, correlationId: 'chiusura-registrazione' },
    );
    actor = { userId: user.id, role: 'acquirente' };
    config = loadGatewayConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', NATS_URL: nats.url, RATE_LIMIT_NAMESPACE: `test:${randomUUID()}` });
    accessToken = new JwtService({}).sign(
      { role: actor.role, sid: sessionId },
      { subject: actor.userId, algorithm: ACCESS_TOKEN.algorithm, issuer: ACCESS_TOKEN.issuer, audience: ACCESS_TOKEN.audience, secret: config.JWT_SECRET, expiresIn: 600 },
    );
  }, 120_000);

  afterAll(async () => {
    await identityDb?.query('ROLLBACK').catch(() => undefined);
    await identityDb?.end();
    await rpc?.close();
    await stopIdentity?.();
    await natsClient?.close();
    await nats?.dispose();
  });

  /** Resolves once identity waits for the lock: the request is in hand on every hop. */
  async function waitingForTheLock(): Promise<void> {
    await waitFor(async () => {
      const { rows } = await identityDb.query<{ waiting: number }>(
        "SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'",
        [IDENTITY_DATABASE],
      );
      return rows[0].waiting > 0 ? true : undefined;
    });
  }

  async function lockUsers(): Promise<void> {
    await identityDb.query('BEGIN');
    await identityDb.query('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
  }

  it('the gateway closes within 5 s: requests in hand answered, new clients refused, silent ones cut', async () => {
    const gateway = await createGateway(config);
    await gateway.listen(0, '127.0.0.1');
    const url = await gateway.getUrl();
    const connections: RawHttpConnection[] = [];
    const silent: WebSocket[] = [];
    let closed: Promise<void> | null = null;
    try {
      // A browser's idle keep-alive connections and its live updates.
      await Promise.all([1, 2, 3].map(async () => (await fetch(`${url}/health/live`)).text()));
      const ascolto = ascolta(url, { accessToken });
      await inAscolto(ascolto, natsClient, actor.userId);
      // A phone that lost its network with its live connection open.
      silent.push(await silentLivePeer(url, accessToken));
      // A request in hand: `utenteCorrente` waits on identity, which waits on the lock.
      await lockUsers();
      const inHand = await RawHttpConnection.open(url);
      connections.push(inHand);
      const me = JSON.stringify({ query: ME });
      inHand.write(postGraphql(me, accessToken) + me);
      await waitingForTheLock();
      // A request still arriving (a slow upload), and a client stalled in the middle of its headers.
      const arriving = await RawHttpConnection.open(url);
      const typename = JSON.stringify({ query: '{ __typename }' });
      arriving.write(postGraphql(typename) + typename.slice(0, 10));
      const stalled = await RawHttpConnection.open(url);
      stalled.write('GET /health/live HTTP/1.1\r\nHost: gateway\r\n');
      connections.push(arriving, stalled);

      closed = gateway.close();
      const closing = timeToClose(() => closed!);
      await pause(200);
      // While it closes: the rest of the slow request, identity's answer, and a new client.
      arriving.write(typename.slice(10));
      await identityDb.query('ROLLBACK');
      const newClient = await refusal(url);
      const closedInMs = await closing;

      expect(closedInMs).toBeLessThan(CLOSE_WITHIN_MS);
      // Answered, each on a connection that then ends instead of waiting to be used again.
      const answers = [inHand.answer(), arriving.answer()].map((answer) => answer && { ...answer, body: JSON.parse(answer.body) as unknown });
      expect(answers).toEqual([
        { status: 200, connection: 'close', body: { data: { utenteCorrente: expect.objectContaining({ id: actor.userId }) } } },
        { status: 200, connection: 'close', body: { data: { __typename: 'Query' } } },
      ]);
      expect(newClient).toBe('ECONNREFUSED');
      // The stalled client is cut without an answer; the live client is told the server is going away.
      await stalled.closed;
      expect(stalled.answer()).toBeNull();
      expect(await ascolto.chiusura).toEqual({ code: GOING_AWAY, reason: 'Going Away' });
      // The silent peer, once it reads again, finds the same close frame and its connection ended.
      const [peer] = silent;
      const peerClosed = new Promise<number>((resolve) => peer.once('close', resolve));
      peer.resume();
      expect(await peerClosed).toBe(GOING_AWAY);
    } finally {
      // On a close that hangs, what holds it goes, so it ends.
      for (const connection of connections) connection.destroy();
      for (const peer of silent) peer.terminate();
      await (closed ?? gateway.close());
    }
  }, 60_000);

  it('a service closes within 5 s: its request in hand answered, new requests refused at once, stalled clients cut', async () => {
    const health = `http://127.0.0.1:${identityPort}`;
    // Prometheus' keep-alive connection, and a scrape stalled in its headers.
    await (await fetch(`${health}/metrics`)).text();
    const stalled = await RawHttpConnection.open(health);
    stalled.write('GET /metrics HTTP/1.1\r\nHost: identity\r\n');
    await lockUsers();
    const inHand = rpc.send(IDENTITY.user.me, {}, { actor, correlationId: 'chiusura-in-corso' });
    await waitingForTheLock();

    const closing = timeToClose(() => stopIdentity());
    await pause(200);
    await identityDb.query('ROLLBACK');
    // NATS hands a request to the replicas still taking them: with none left it answers "no responders" at once.
    const asked = Date.now();
    const late = await rpc.send(IDENTITY.user.me, {}, { actor, correlationId: 'chiusura-dopo' }).catch((error: unknown) => error);
    const lateAfterMs = Date.now() - asked;
    const closedInMs = await closing;

    try {
      expect(closedInMs).toBeLessThan(CLOSE_WITHIN_MS);
      await expect(inHand).resolves.toMatchObject({ id: actor.userId });
      expect(late).toEqual(new DomainError('INTERNAL'));
      expect(lateAfterMs).toBeLessThan(1000);
      await stalled.closed;
    } finally {
      stalled.destroy();
    }
  }, 60_000);
});
