import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createGateway } from '../../src/bootstrap';
import { loadGatewayConfig } from '../../src/config';

describe('the web app served by the gateway', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  let app: NestFastifyApplication;
  let url: string;

  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Ricambiamo</title>');
    writeFileSync(join(webDist, 'assets', 'app-1.js'), 'console.log(1)');
    app = await createGateway(loadGatewayConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST: webDist }));
    await app.listen(0, '127.0.0.1');
    url = await app.getUrl();
  });

  afterAll(() => app.close());

  it('answers client-side routes with index.html, never cached', async () => {
    const response = await fetch(`${url}/venditore/modifica-inserzione/123?x=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>Ricambiamo</title>');
  });

  it('serves fingerprinted assets for good, including ones built after start', async () => {
    writeFileSync(join(webDist, 'assets', 'app-2.js'), 'console.log(2)');
    const response = await fetch(`${url}/assets/app-2.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log(2)');
  });

  it('gives a real 404 for a missing asset or an unknown API path, never index.html', async () => {
    for (const path of ['/assets/app-9.js', '/graphql/nope', '/uploads/x/y/z']) {
      const response = await fetch(`${url}${path}`);
      expect([path, response.status]).toEqual([path, 404]);
      expect(await response.text()).not.toContain('<title>Ricambiamo</title>');
    }
  });

  it('sends an asset precompressed as the browser accepts it, and plain to one that accepts neither', async () => {
    const codice = `export const righe = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `riga ${i}`))};`;
    writeFileSync(join(webDist, 'assets', 'app-3.js'), codice);
    writeFileSync(join(webDist, 'assets', 'app-3.js.br'), brotliCompressSync(codice));
    writeFileSync(join(webDist, 'assets', 'app-3.js.gz'), gzipSync(codice));
    for (const [accetta, codifica] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await fetch(`${url}/assets/app-3.js`, { headers: { 'accept-encoding': accetta } });
      expect([accetta, response.headers.get('content-encoding')]).toEqual([accetta, codifica]);
      // fetch decodes what it receives: the same code whichever way it travelled.
      expect(await response.text()).toBe(codice);
    }
  });

  it('compresses GraphQL answers and pages on the fly', async () => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
      body: JSON.stringify({ query: '{ __schema { types { name } } }' }),
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    const { data } = (await response.json()) as { data: { __schema: { types: unknown[] } } };
    expect(data.__schema.types.length).toBeGreaterThan(20);
  });

  it('refuses to step outside the web build', async () => {
    const response = await fetch(`${url}/assets/..%2f..%2f..%2fetc%2fpasswd.js`);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await response.text()).not.toContain('root:');
  });
});
