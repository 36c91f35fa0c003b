import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AnteprimeService } from './anteprime.service';
import { conTesta, NOINDEX, tagAnteprima } from './anteprime';
import { robotsTxt, sitemapXml } from './mappa-sito';

const API_PREFIXES = ['/graphql', '/health', '/metrics', '/uploads', '/webhooks', '/media'];

/**
 * Serves the built web app from the same origin as the API. Files are looked up when asked for, so a rebuild is
 * served without a restart and a missing asset is a 404, never index.html; any other GET gets index.html so
 * client-side routes survive a reload; API paths keep their real 404. A catch-all route rather than a not-found
 * handler, which Nest owns.
 *
 * An address the web app has no page for, or a listing or seller that does not exist, gets index.html (the app shows
 * its not-found page) with a 404 and noindex; a listing or seller page gets its title, description and previews in
 * the <head>, for crawlers and link previews that never run the app.
 */
/** index.html as last built: read again only when a rebuild has changed the file, not on every page. */
function indexDellaBuild(file: string): () => Promise<string> {
  let letto: { mtimeMs: number; html: string } | null = null;
  return async () => {
    const { mtimeMs } = await stat(file);
    if (letto?.mtimeMs !== mtimeMs) letto = { mtimeMs, html: await readFile(file, 'utf8') };
    return letto.html;
  };
}

export async function serveWebApp(app: FastifyInstance, webDist: string, anteprime: AnteprimeService): Promise<void> {
  const root = resolve(webDist);
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`WEB_DIST=${webDist} has no index.html: build the web app first`);
  }
  await app.register(fastifyStatic, {
    root,
    serve: false,
    // The build writes a .br and a .gz beside each asset: sent as they are to a browser that accepts them.
    preCompressed: true,
    setHeaders: (reply, path) => {
      // Vite fingerprints everything under assets/, so those can be cached forever; index.html never.
      void reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const indexHtml = indexDellaBuild(join(root, 'index.html'));
  const robots = robotsTxt(anteprime.publicOrigin);

  app.get('/robots.txt', (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots),
  );
  app.get('/sitemap.xml', async (request, reply) => {
    const inserzioni = await anteprime.inserzioni(request.id);
    return reply
      .header('cache-control', 'public, max-age=60')
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(anteprime.publicOrigin, inserzioni));
  });
  app.get('/*', async (request, reply) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    if (API_PREFIXES.some((prefix) => path.startsWith(prefix))) return reply.code(404).send({ message: 'Not Found' });
    if (extname(path)) return reply.sendFile(decodeURIComponent(path).slice(1));
    const pagina = await anteprime.pagina(path, request.id);
    if (pagina.stato === 'app') return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    const html = conTesta(await indexHtml(), pagina.stato === 'assente' ? [NOINDEX] : tagAnteprima(pagina.anteprima));
    return reply
      .code(pagina.stato === 'assente' ? 404 : 200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });
}
