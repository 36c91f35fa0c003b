import { EventEmitter } from 'node:events';
import { Logger } from '@nestjs/common';
import type { Gauge } from 'prom-client';
import type { Actor } from '@ricambiamo/contracts';
import { liveSubject } from '@ricambiamo/contracts';
import { MetricsRegistry } from '@ricambiamo/logging';
import type { AccessTokens } from '../access/access-tokens';
import { loadGatewayConfig } from '../config';
import type { AuthenticatedRequest } from '../common/gql-context';
import { GOING_AWAY, LiveConnections, type LiveSubscriptionOptions, TRY_AGAIN_LATER } from './live-connections';
import type { HintQueue } from './hint-queue';
import { LiveSubscriptions } from './live-subscriptions';

const anna: Actor = { userId: 'a0000000-0000-4000-8000-000000000001', role: 'acquirente' };

/** A socket as Mercurius' connection holds it: it records how it was closed. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = this.OPEN;
  closedWith: [number, string] | null = null;

  close(code: number, reason: string): void {
    this.closedWith = [code, reason];
    this.readyState = 3;
    this.emit('close');
  }
}

/** NATS as the live subscriptions use it: the test delivers a hint to whoever subscribed to a subject. */
class FakeNats {
  readonly callbacks = new Map<string, (error: Error | null, message: { string(): string }) => void>();

  subscribe(subject: string, { callback }: { callback: (error: Error | null, message: { string(): string }) => void }) {
    this.callbacks.set(subject, callback);
    return { unsubscribe: () => this.callbacks.delete(subject) };
  }

  flush(): Promise<void> {
    return Promise.resolve();
  }

  deliver(userId: string, argomento: string): void {
    this.callbacks.get(liveSubject(userId))?.(null, { string: () => JSON.stringify({ argomento }) });
  }
}

function connectionsWith(tokens: Pick<AccessTokens, 'actorOf'>, env: Record<string, string> = {}) {
  const registry = new MetricsRegistry();
  const config = loadGatewayConfig({ NODE_ENV: 'test', PUBLIC_ORIGIN: 'https://ricambiamo.it', ...env });
  const nats = new FakeNats();
  const subscriptions = new LiveSubscriptions(() => Promise.resolve(nats));
  const connections = new LiveConnections(tokens as AccessTokens, config, registry, subscriptions);
  return { connections, options: connections.options(), registry, nats, subscriptions };
}

/** Sends connection_init through the options as Mercurius does: onConnect called on its connection object. */
async function init(options: LiveSubscriptionOptions, payload: unknown, socket = new FakeSocket()) {
  const request = { id: 'correlation-1', headers: {} } as AuthenticatedRequest;
  const result: unknown = await (options.onConnect as (this: unknown, data: unknown) => unknown).call(
    { socket, context: { request } },
    { type: 'connection_init', payload },
  );
  return { socket, request, result };
}

const openConnections = async (registry: MetricsRegistry) =>
  (await (registry.getSingleMetric('live_connections') as Gauge).get()).values[0].value;

function verify(options: LiveSubscriptionOptions, origin: string | undefined): unknown[] {
  let verdict: unknown[] = [];
  options.verifyClient!({ origin: origin as string, secure: false, req: {} as never }, (...args) => {
    verdict = args;
  });
  return verdict;
}

describe('LiveConnections', () => {
  beforeAll(() => {
    Logger.overrideLogger(false);
  });

  it('opens the WebSocket to pages of the allowed origins only, as the CSRF check of POST /graphql does', () => {
    const { options } = connectionsWith({ actorOf: () => Promise.resolve(anna) }, {
      ALLOWED_ORIGINS: 'https://ricambiamo.it,https://www.ricambiamo.it',
    });

    expect(verify(options, 'https://ricambiamo.it')).toEqual([true]);
    expect(verify(options, 'https://www.ricambiamo.it')).toEqual([true]);
    expect(verify(options, 'https://ricambiamo.it.evil.example')).toEqual([false, 403]);
    expect(verify(options, 'http://ricambiamo.it')).toEqual([false, 403]);
    expect(verify(options, 'null')).toEqual([false, 403]);
    // Not a browser: nothing ambient to abuse, and it still has to prove a session at connection_init.
    expect(verify(options, undefined)).toEqual([true]);
  });

  it("gives the subscriptions the token's actor and counts the connection while it is open", async () => {
    const actorOf = jest.fn((token: string) => Promise.resolve(token === 'token-of-anna' ? anna : null));
    const { options, registry } = connectionsWith({ actorOf });

    const { socket, request, result } = await init(options, { accessToken: 'token-of-anna' });

    expect(actorOf).toHaveBeenCalledWith('token-of-anna');
    expect(result).toEqual({ req: request, correlationId: 'correlation-1', hintsDallaConnessione: expect.any(Function) });
    expect(request.user).toEqual(anna);
    expect(socket.closedWith).toBeNull();
    expect(await openConnections(registry)).toBe(1);

    socket.emit('close');
    expect(await openConnections(registry)).toBe(0);
  });

  it('listens before acknowledging: a hint between the acknowledgement and the first subscription reaches it', async () => {
    const { options, nats, subscriptions } = connectionsWith({ actorOf: () => Promise.resolve(anna) });

    const { socket, result } = await init(options, { accessToken: 'token-of-anna' });
    // Acknowledged: the client refetches now, and a change commits before its subscription arrives.
    nats.deliver(anna.userId, 'ordini');
    const hints = (result as { hintsDallaConnessione: () => HintQueue | null }).hintsDallaConnessione;
    const first = hints();
    expect(hints()).toBeNull();
    await expect(first!.next()).resolves.toEqual({ value: { argomento: 'ordini' }, done: false });

    socket.emit('close');
    await first!.return();
    expect(subscriptions.users).toBe(0);
  });

  it('stops listening when a connection closes without ever subscribing', async () => {
    const { options, subscriptions } = connectionsWith({ actorOf: () => Promise.resolve(anna) });

    const { socket } = await init(options, { accessToken: 'token-of-anna' });
    expect(subscriptions.users).toBe(1);
    socket.emit('close');
    expect(subscriptions.users).toBe(0);
  });

  it('neither counts nor serves a connection whose client left while its session was being checked', async () => {
    const socket = new FakeSocket();
    const { options, registry } = connectionsWith({
      actorOf: () => {
        socket.readyState = 3;
        return Promise.resolve(anna);
      },
    });

    const { request, result } = await init(options, { accessToken: 'token-of-anna' }, socket);

    expect(result).toBe(false);
    expect(request.user).toBeUndefined();
    expect(await openConnections(registry)).toBe(0);
  });

  it.each([
    ['no payload', undefined],
    ['no token', {}],
    ['a token that is not a string', { accessToken: 42 }],
    ['an empty token', { accessToken: '' }],
    ['a token in a header instead', { headers: { authorization: 'Bearer token-of-anna' } }],
  ])('closes with 4403 Forbidden on %s, without asking for a session', async (_case, payload) => {
    const actorOf = jest.fn(() => Promise.resolve(anna));
    const { options, registry } = connectionsWith({ actorOf });

    const { socket, request, result } = await init(options, payload);

    expect(result).toBe(false);
    expect(socket.closedWith).toEqual([4403, 'Forbidden']);
    expect(actorOf).not.toHaveBeenCalled();
    expect(request.user).toBeUndefined();
    expect(await openConnections(registry)).toBe(0);
  });

  it('closes with 4403 Forbidden when the token proves no session (bad, expired or logged out)', async () => {
    const { options } = connectionsWith({ actorOf: () => Promise.resolve(null) });

    const { socket, request, result } = await init(options, { accessToken: 'expired' });

    expect(result).toBe(false);
    expect(socket.closedWith).toEqual([4403, 'Forbidden']);
    expect(request.user).toBeUndefined();
  });

  it('closes with 1013 Try Again Later when the session cannot be checked, so the client retries', async () => {
    const { options } = connectionsWith({ actorOf: () => Promise.reject(new Error('Redis unreachable')) });

    const { socket, result } = await init(options, { accessToken: 'token-of-anna' });

    expect(result).toBe(false);
    expect(socket.closedWith).toEqual([TRY_AGAIN_LATER, 'Try Again Later']);
  });

  it('closes every live connection with 1001 Going Away as the gateway shuts down, so clients reconnect elsewhere', async () => {
    const { connections, options, registry, subscriptions } = connectionsWith({ actorOf: () => Promise.resolve(anna) });
    const first = await init(options, { accessToken: 'token-of-anna' });
    const second = await init(options, { accessToken: 'token-of-anna' });
    const gone = await init(options, { accessToken: 'token-of-anna' });
    gone.socket.emit('close');

    connections.beforeApplicationShutdown();

    expect([first.socket.closedWith, second.socket.closedWith]).toEqual([
      [GOING_AWAY, 'Going Away'],
      [GOING_AWAY, 'Going Away'],
    ]);
    expect(gone.socket.closedWith).toBeNull();
    expect(await openConnections(registry)).toBe(0);
    expect(subscriptions.users).toBe(0);
  });
});
