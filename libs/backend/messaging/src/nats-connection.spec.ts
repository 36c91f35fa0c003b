import { RECONNECT_FOREVER } from './nats-connection';
import { rpcClientNatsOptions } from './rpc-client';
import { natsServerOptions } from './rpc-server';

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
    expect(natsServerOptions('nats://n:4222', 'catalogue').options).toMatchObject({ queue: 'catalogue', ...RECONNECT_FOREVER });
  });
});
