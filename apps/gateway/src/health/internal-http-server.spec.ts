import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { MetricsRegistry, type Readiness } from '@ricambiamo/logging';
import { loadGatewayConfig } from '../config';
import { InternalHttpServer } from './internal-http-server';

const ready = { report: () => Promise.resolve({ status: 'ok', info: {}, error: {}, details: {} }) } as unknown as Readiness;

/** The machine's addresses other than 127.0.0.1: its network interfaces' (link-local ones need a scope) and ::1. */
const otherAddresses = (): string[] => [
  '::1',
  ...Object.values(networkInterfaces())
    .flatMap((addresses) => addresses ?? [])
    .filter((address) => !address.internal && !address.address.startsWith('fe80:'))
    .map((address) => address.address),
];

const accepts = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('the internal port of the gateway', () => {
  let server: InternalHttpServer | undefined;

  afterEach(() => server?.onApplicationShutdown());

  const start = (env: Record<string, string>) => {
    server = new InternalHttpServer(loadGatewayConfig({ INTERNAL_HTTP_PORT: '0', ...env }), new MetricsRegistry(), ready);
    return server.listen();
  };

  it('listens on 127.0.0.1 only by default: no other address of the machine reaches it', async () => {
    const url = new URL(await start({}));
    expect(url.hostname).toBe('127.0.0.1');
    expect((await fetch(new URL('/metrics', url))).status).toBe(200);
    const port = Number(url.port);
    const reached = await Promise.all(otherAddresses().map(async (host) => ({ host, reached: await accepts(host, port) })));
    expect(reached.filter((address) => address.reached)).toEqual([]);
  });

  it('listens where INTERNAL_HTTP_HOST says, whatever HTTP_HOST is', async () => {
    expect(new URL(await start({ HTTP_HOST: '0.0.0.0' })).hostname).toBe('127.0.0.1');
    await server?.onApplicationShutdown();
    expect(new URL(await start({ INTERNAL_HTTP_HOST: '0.0.0.0' })).hostname).toBe('0.0.0.0');
  });
});
