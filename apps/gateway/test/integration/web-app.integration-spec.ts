import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
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

  it('refuses to step outside the web build', async () => {
    const response = await fetch(`${url}/assets/..%2f..%2f..%2fetc%2fpasswd.js`);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await response.text()).not.toContain('root:');
  });
});
