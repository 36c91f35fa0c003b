import { createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import pino from 'pino';
import { pinoHttp } from 'pino-http';
import { prettyLines, prettyRequests } from './pretty';

/** A pretty destination writing into memory, and what it has written so far. */
function capture() {
  const sink = new PassThrough();
  let text = '';
  sink.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { stream: prettyLines(sink), text: () => text };
}

describe('prettyLines', () => {
  it('writes one readable line per entry, with its fields but not the app name pino adds', () => {
    const out = capture();
    pino({ base: { service: 'catalogue' } }, out.stream).warn({ autoId: 'a1', correlationId: 'c-9' }, 'Foto mancante');
    const lines = out.text().trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] WARN: Foto mancante \{"autoId":"a1","correlationId":"c-9"\}$/);
    expect(lines[0]).not.toContain('catalogue');
  });

  it('gives an HTTP request one line with method, path, status and time, at a level by its status', async () => {
    const out = capture();
    const logger = pinoHttp(prettyRequests, out.stream);
    const server = createServer((req, res) => {
      logger(req, res);
      res.statusCode = { '/rotto': 500, '/manca': 404 }[req.url ?? ''] ?? 200;
      res.end('fatto');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    for (const path of ['/graphql', '/manca', '/rotto']) {
      await new Promise((resolve) => get({ port, host: '127.0.0.1', path }, (res) => res.resume().on('end', resolve)));
    }
    await new Promise((resolve) => server.close(resolve));

    const lines = out.text().trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/INFO: GET \/graphql 200 \d+ ms$/);
    expect(lines[1]).toMatch(/WARN: GET \/manca 404 \d+ ms$/);
    expect(lines[2]).toMatch(/ERROR: GET \/rotto 500 failed with status code 500$/);
  });
});
