import { RpcServer, rpcServer } from './rpc-server';

describe('RpcServer', () => {
  const server = new RpcServer({ servers: ['nats://n:4222'], queue: 'catalogue' });

  it('routes a subject to the handler registered under it, as Nest does', () => {
    expect(server.getRouteFromPattern('catalogue.listings.search')).toBe('catalogue.listings.search');
  });

  it('reads a pattern written as an object the way Nest does, keys sorted', () => {
    expect(server.getRouteFromPattern('{"cmd":"somma","area":"prova"}')).toBe('{"area":"prova","cmd":"somma"}');
  });

  it('is the server every service starts', () => {
    expect(rpcServer('nats://n:4222', 'catalogue').strategy).toBeInstanceOf(RpcServer);
  });
});
