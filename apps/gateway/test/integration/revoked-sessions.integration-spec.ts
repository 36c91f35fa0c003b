import { randomUUID } from 'node:crypto';
import { freePort, type PrivateRedisServer, startRedisServer, waitFor } from '@ricambiamo/testing';
import { FRESH_MS, HEARTBEAT_MS, RevokedSessions, revokedSessionKey } from '../../src/access/revoked-sessions';
import type { GatewayConfig } from '../../src/config';
import { RedisConnection } from '../../src/redis.provider';

const config = { ACCESS_TOKEN_TTL_SECONDS: 900, RPC_BUDGET_MS: 10_000 } as GatewayConfig;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("revoked sessions: each replica's copy in memory, and Redis when the copy may be incomplete (real Redis)", () => {
  const started: { sessions: RevokedSessions; redis: RedisConnection }[] = [];
  // A server of the tests' own: they pause it and kill its subscriptions, which on the shared one would stall or cut
  // off the tests running beside them.
  let server: PrivateRedisServer;
  let admin: RedisConnection;

  /** A gateway replica's revoked sessions, as Nest starts them. */
  function replica(url = server.url): RevokedSessions {
    const redis = new RedisConnection(url, { maxRetriesPerRequest: 2 });
    redis.on('error', () => undefined);
    const sessions = new RevokedSessions(redis, config);
    sessions.onModuleInit();
    started.push({ sessions, redis });
    return sessions;
  }

  /** Whether the copy answers alone: a session revoked in Redis without the announcement goes unseen. */
  async function answersFromCopy(sessions: RevokedSessions): Promise<boolean> {
    const unannounced = randomUUID();
    await admin.set(revokedSessionKey(unannounced), '1', 'EX', 60);
    return !(await sessions.isRevoked(unannounced));
  }

  beforeAll(async () => {
    server = await startRedisServer();
    admin = new RedisConnection(server.url);
  });

  afterAll(async () => {
    for (const { sessions, redis } of started) {
      await sessions.onApplicationShutdown();
      await redis.onApplicationShutdown();
    }
    await admin.quit();
    await server.dispose();
  });

  it('refuses a session on the replica that revoked it at once, and on every other as soon as the news arrives', async () => {
    const [a, b] = [replica(), replica()];
    await waitFor(async () => ((await answersFromCopy(b)) ? true : undefined));
    const session = randomUUID();
    expect(await b.isRevoked(session)).toBe(false);

    await a.revoke([session]);

    expect(await a.isRevoked(session)).toBe(true);
    const from = Date.now();
    await waitFor(async () => ((await b.isRevoked(session)) ? true : undefined), FRESH_MS, 1);
    expect(Date.now() - from).toBeLessThan(100);
    expect(await b.isRevoked(randomUUID())).toBe(false);
  });

  it('knows the revocations made before it started, before and after its copy is complete', async () => {
    const earlier = [randomUUID(), randomUUID()];
    await replica().revoke(earlier);
    const late = replica();
    // Before its copy is complete it asks Redis.
    expect(await late.isRevoked(earlier[0])).toBe(true);
    await waitFor(async () => ((await answersFromCopy(late)) ? true : undefined));
    expect(await late.isRevoked(earlier[0])).toBe(true);
    expect(await late.isRevoked(earlier[1])).toBe(true);
  });

  it('asks Redis again, or copies it afresh, as soon as its subscription is lost: a revocation it missed counts', async () => {
    const sessions = replica();
    await waitFor(async () => ((await answersFromCopy(sessions)) ? true : undefined));
    // Revoked without the announcement reaching this replica, as while its subscription is down: unseen by the copy.
    const missed = randomUUID();
    await admin.set(revokedSessionKey(missed), '1', 'EX', 60);
    expect(await sessions.isRevoked(missed)).toBe(false);

    await admin.call('CLIENT', 'KILL', 'TYPE', 'pubsub');

    const from = Date.now();
    await waitFor(async () => ((await sessions.isRevoked(missed)) ? true : undefined), FRESH_MS, 5);
    expect(Date.now() - from).toBeLessThan(200);
    // Back and copied again (ioredis reconnects): the copy answers alone once more, and knows the missed one.
    await waitFor(async () => ((await answersFromCopy(sessions)) ? true : undefined), 5000);
    expect(await sessions.isRevoked(missed)).toBe(true);
  });

  it('stops answering from its copy once its subscription stops proving it delivers', async () => {
    const sessions = replica();
    await waitFor(async () => ((await answersFromCopy(sessions)) ? true : undefined));
    // Redis holds every client's commands, the subscription's PINGs included, as a stalled network would; long past
    // the check below, so that on a loaded machine, where timers fire late (CI once saw the check answered when the
    // pause outlasted it by half a second), the pause cannot end before the check has been seen to wait.
    const stale = FRESH_MS + 2 * HEARTBEAT_MS;
    await admin.call('CLIENT', 'PAUSE', String(stale + 5000), 'ALL');
    await sleep(stale);
    // The copy would answer false at once: instead the check waits for Redis, which answers when the pause ends.
    const session = randomUUID();
    const check = sessions.isRevoked(session);
    const answered = await Promise.race([check.then(() => 'answered'), sleep(HEARTBEAT_MS).then(() => 'waiting')]);
    expect(answered).toBe('waiting');
    await expect(check).resolves.toBe(false);
  });

  it('fails closed when Redis cannot answer and nothing is copied', async () => {
    const sessions = replica(`redis://127.0.0.1:${await freePort()}`);
    await expect(sessions.isRevoked(randomUUID())).rejects.toThrow();
  });
});
