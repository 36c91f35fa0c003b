import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { HttpDrain } from './http-drain';

const GRACE_MS = 300;

/** A server whose /slow answers after `ms`, with its drain; `close` starts draining and resolves with how long closing took. */
async function serverWithDrain(ms = 200): Promise<{ port: number; close: () => Promise<number> }> {
  const server: Server = createServer((req, res) => {
    setTimeout(() => res.end('fatto'), req.url === '/slow' ? ms : 0);
  });
  const drain = new HttpDrain(server, GRACE_MS);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      const started = Date.now();
      drain.start();
      await new Promise((resolve) => server.close(resolve));
      return Date.now() - started;
    },
  };
}

/** A keep-alive GET; resolves with the Connection header and body once the answer is complete. */
const get = (port: number, path: string, agent: Agent) =>
  new Promise<{ connection: string | undefined; body: string }>((resolve, reject) => {
    request({ port, host: '127.0.0.1', path, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ connection: res.headers.connection, body }));
    })
      .on('error', reject)
      .end();
  });

describe('HttpDrain', () => {
  let agent: Agent;

  beforeEach(() => {
    agent = new Agent({ keepAlive: true });
  });

  afterEach(() => agent.destroy());

  it('closes idle keep-alive connections at once', async () => {
    const { port, close } = await serverWithDrain();
    await get(port, '/', agent);
    expect(await close()).toBeLessThan(GRACE_MS);
  });

  it('answers a request in hand and ends its connection after the answer, instead of keeping it for the next one', async () => {
    const { port, close } = await serverWithDrain(100);
    const answer = get(port, '/slow', agent);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const closedInMs = await close();
    expect(await answer).toEqual({ connection: 'close', body: 'fatto' });
    expect(closedInMs).toBeLessThan(GRACE_MS);
  });

  it('ends a connection whose answer had started when draining began, once the answer is done', async () => {
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-length': 5 });
      res.write('fa');
      setTimeout(() => res.end('tto'), 100);
    });
    const drain = new HttpDrain(server, GRACE_MS);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const answer = get((server.address() as AddressInfo).port, '/', agent);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = Date.now();
    drain.start();
    await new Promise((resolve) => server.close(resolve));
    expect(Date.now() - started).toBeLessThan(GRACE_MS);
    expect(await answer).toEqual({ connection: 'keep-alive', body: 'fatto' });
  });

  it('cuts a client stalled in the middle of its request at the deadline', async () => {
    const { port, close } = await serverWithDrain();
    const stalled = connect(port, '127.0.0.1');
    stalled.on('error', () => undefined);
    await new Promise((resolve) => stalled.once('connect', resolve));
    stalled.write('GET / HTTP/1.1\r\nHost: prova\r\n');
    const cut = new Promise((resolve) => stalled.once('close', resolve));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const closedInMs = await close();
    await cut;
    expect(closedInMs).toBeGreaterThanOrEqual(GRACE_MS - 10);
    expect(closedInMs).toBeLessThan(GRACE_MS + 200);
  });
});
