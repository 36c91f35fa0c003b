import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createGateway } from '../../src/bootstrap';
import { loadGatewayConfig } from '../../src/config';

/** `default-src 'self'; img-src 'self'` as { 'default-src': ["'self'"], 'img-src': ["'self'"] }. */
function directives(csp: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('security headers on every response of the gateway', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  const gateways: NestFastifyApplication[] = [];

  async function gatewayAt(publicOrigin: string): Promise<string> {
    const app = await createGateway(
      loadGatewayConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', WEB_DIST: webDist, PUBLIC_ORIGIN: publicOrigin }),
    );
    gateways.push(app);
    await app.listen(0, '127.0.0.1');
    return app.getUrl();
  }

  /** A page, an asset, an API answer, a refused API request, a health probe and a 404: each kind of response. */
  const responses = (url: string) =>
    Promise.all([
      fetch(`${url}/venditore/nuova-inserzione`),
      fetch(`${url}/assets/app-1.js`),
      fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      }),
      fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' }),
      fetch(`${url}/health/live`),
      fetch(`${url}/uploads/x/y/z`),
    ]);

  let httpUrl: string;
  let httpsUrl: string;

  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Ricambiamo</title>');
    writeFileSync(join(webDist, 'assets', 'app-1.js'), 'console.log(1)');
    httpUrl = await gatewayAt('http://localhost:8080');
    httpsUrl = await gatewayAt('https://ricambiamo.example');
  });

  // The responses' bodies are never read, so a gateway may still be sending one as it closes: the drain answers it
  // and ends the connection instead of waiting for the client to drop it (shutdown.integration-spec.ts).
  afterAll(() => Promise.all(gateways.map((app) => app.close())));

  it('sends a CSP that allows only our own scripts, styles, images and API, and no framing', async () => {
    for (const response of await responses(httpUrl)) {
      const csp = directives(response.headers.get('content-security-policy'));
      expect({ url: response.url, csp }).toEqual({
        url: response.url,
        csp: expect.objectContaining({
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'script-src-attr': ["'none'"],
          'style-src': ["'self'"],
          'img-src': ["'self'"],
          'connect-src': ["'self'"],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
        }),
      });
      // An http origin cannot upgrade its own requests: the browser would ask an https port nobody serves.
      expect(csp['upgrade-insecure-requests']).toBeUndefined();
    }
  });

  it('forbids sniffing and framing and keeps the path out of the Referer sent to other sites', async () => {
    for (const response of await responses(httpUrl)) {
      expect({
        url: response.url,
        nosniff: response.headers.get('x-content-type-options'),
        frame: response.headers.get('x-frame-options'),
        referrer: response.headers.get('referrer-policy'),
      }).toEqual({ url: response.url, nosniff: 'nosniff', frame: 'DENY', referrer: 'same-origin' });
    }
  });

  it('leaves the CSP off GraphiQL alone, a development page that loads its code from a CDN', async () => {
    const graphiql = await fetch(`${httpUrl}/graphiql`);
    expect(graphiql.status).toBe(200);
    expect(graphiql.headers.get('content-security-policy')).toBeNull();
    expect(graphiql.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('asks browsers to stay on https only when the public origin is https', async () => {
    for (const response of await responses(httpUrl)) {
      expect({ url: response.url, hsts: response.headers.get('strict-transport-security') }).toEqual({ url: response.url, hsts: null });
    }
    for (const response of await responses(httpsUrl)) {
      expect({ url: response.url, hsts: response.headers.get('strict-transport-security') }).toEqual({
        url: response.url,
        hsts: 'max-age=31536000; includeSubDomains',
      });
      expect(directives(response.headers.get('content-security-policy'))['upgrade-insecure-requests']).toEqual([]);
    }
  });
});
