import { RpcServer, rpcServer } from './rpc-server';

describe('RpcServer', () => {
  const server = new RpcServer({ servers: ['nats://n:4222'], queue: 'catalogue' });
  const cerca = jest.fn();
  const somma = jest.fn();
  server.addHandler('catalogue.listings.search', cerca);
  server.addHandler({ cmd: 'somma', area: 'prova' }, somma);

  it('finds the handler of a subject', () => {
    expect(server.getHandlerByPattern('catalogue.listings.search')).toBe(cerca);
  });

  it('finds the handler of a pattern written as an object, by the channel Nest subscribed for it', () => {
    expect(server.getHandlerByPattern('{"area":"prova","cmd":"somma"}')).toBe(somma);
  });

  it('finds nothing for a subject nobody serves', () => {
    expect(server.getHandlerByPattern('catalogue.listings.nessuno')).toBeNull();
  });

  it('is the server every service starts', () => {
    expect(rpcServer('nats://n:4222', 'catalogue').strategy).toBeInstanceOf(RpcServer);
  });
});
