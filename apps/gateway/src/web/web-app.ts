import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Percorso } from '@ricambiamo/contracts';
import type { FastifyInstance } from 'fastify';
import type { AnteprimeService } from './anteprime.service';
import { conFotoPrincipale, conTesta, NOINDEX, tagAnteprima } from './anteprime';
import { robotsTxt, sitemapXml } from './mappa-sito';

const API_PREFIXES = ['/graphql', '/health', '/metrics', '/uploads', '/webhooks', '/media'];

/** A file of the build as last built: read again only when a rebuild has changed it, not on every page. */
function fileDellaBuild(root: string): (file: string) => Promise<string> {
  const letti = new Map<string, { mtimeMs: number; testo: string }>();
  return async (file) => {
    const path = join(root, file);
    const { mtimeMs } = await stat(path);
    const letto = letti.get(file);
    if (letto?.mtimeMs === mtimeMs) return letto.testo;
    const testo = await readFile(path, 'utf8');
    letti.set(file, { mtimeMs, testo });
    return testo;
  };
}

/** The prerendered page of each route, by its React Router pattern ('*' for the not-found page). */
export type PagineDellaBuild = Partial<Record<Percorso | '*', string>>;

/** The file to send for a route: its prerendered page, the not-found page for no route, index.html without either. */
export const fileDellaPagina = (pagine: PagineDellaBuild, percorso: Percorso | null): string =>
  pagine[percorso ?? '*'] ?? 'index.html';

/**
 * Serves the built web app from the same origin as the API. Files are looked up when asked for, so a rebuild is
 * served without a restart and a missing asset is a 404, never index.html; API paths keep their real 404. A
 * catch-all route rather than a not-found handler, which Nest owns.
 *
 * Any other GET gets the page the build prerendered for its route (apps/web/prerender.mjs: the route's first render,
 * its title and the chunks to preload; index.html for a build without them), so client-side routes survive a reload
 * and a phone paints before the code arrives. An address the web app has no page for gets the not-found page, a
 * listing or seller that does not exist its route's page, both with a 404 and noindex; a listing or seller page gets
 * its title, description and previews in the <head>, for crawlers and link previews that never run the app, and a
 * listing's page its main photo in the place its first render keeps for it.
 */
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
      // Vite fingerprints everything under assets/, so those can be cached forever; the pages never.
      void reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const leggi = fileDellaBuild(root);
  // Read once per build like the pages themselves (leggi); a build without prerendered pages has none.
  const pagine = async (): Promise<PagineDellaBuild> =>
    JSON.parse(await leggi('pagine.json').catch(() => '{}')) as PagineDellaBuild;
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
    const file = fileDellaPagina(await pagine(), pagina.percorso);
    if (pagina.stato === 'app') return reply.header('cache-control', 'no-cache').type('text/html').sendFile(file);
    const prerenderizzata = await leggi(file);
    const html =
      pagina.stato === 'assente'
        ? conTesta(prerenderizzata, [NOINDEX])
        : conFotoPrincipale(conTesta(prerenderizzata, tagAnteprima(pagina.anteprima)), pagina.anteprima);
    return reply
      .code(pagina.stato === 'assente' ? 404 : 200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });
}
