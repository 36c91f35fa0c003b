import { natsClientOptions, natsCredentials, RECONNECT_FOREVER } from './nats-connection';
import { rpcClientNatsOptions } from './rpc-client';
import { rpcServer } from './rpc-server';

/** What the service's server hands to nats.js. */
const serverOptions = (...args: Parameters<typeof rpcServer>) => (rpcServer(...args).strategy as unknown as { options: object }).options;

describe('NATS connections reconnect forever', () => {
  // nats.js' default is 10 attempts, after which the connection stays closed until the process restarts.
  it('never stops trying, and tries often enough to be back within seconds of NATS', () => {
    expect(RECONNECT_FOREVER.maxReconnectAttempts).toBe(-1);
    expect(RECONNECT_FOREVER.reconnectTimeWait).toBeLessThanOrEqual(2000);
  });

  it('for the outgoing RPC client', () => {
    expect(rpcClientNatsOptions({ natsUrl: 'nats://n:4222', timeoutMs: 1000 })).toEqual({ servers: ['nats://n:4222'], ...RECONNECT_FOREVER });
  });

  it('for the services answering requests', () => {
    expect(serverOptions('nats://n:4222', 'catalogue')).toMatchObject({ queue: 'catalogue', ...RECONNECT_FOREVER });
  });
});

describe('NATS connections log in as the app', () => {
  const credentials = natsCredentials({ NATS_USER: 'catalogue', NATS_PASSWORD: 'segreta' });

  it("with its user and password, reading replies in the app's own inboxes, the only ones its user may read", () => {
    expect(natsClientOptions('nats://n:4222', credentials)).toEqual({
      servers: ['nats://n:4222'],
      ...RECONNECT_FOREVER,
      user: 'catalogue',
      pass: 'segreta',
      inboxPrefix: '_INBOX.catalogue',
    });
  });

  it('on every connection: the RPC client, the services answering and the JetStream one', () => {
    const login = { user: 'catalogue', pass: 'segreta', inboxPrefix: '_INBOX.catalogue' };
    expect(rpcClientNatsOptions({ natsUrl: 'nats://n:4222', credentials, timeoutMs: 1000 })).toMatchObject(login);
    expect(serverOptions('nats://n:4222', 'catalogue', credentials)).toMatchObject({ ...login, queue: 'catalogue' });
  });

  it('anonymously against an open server, as in local development', () => {
    expect(natsClientOptions('nats://n:4222', natsCredentials({}))).toEqual({ servers: ['nats://n:4222'], ...RECONNECT_FOREVER });
  });
});
