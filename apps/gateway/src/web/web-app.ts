import { existsSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/graphql', '/health', '/metrics', '/uploads', '/webhooks', '/media'];

/**
 * Serves the built web app from the same origin as the API. Files are looked up when asked for, so a rebuild is
 * served without a restart and a missing asset is a 404, never index.html; any other GET gets index.html so
 * client-side routes survive a reload; API paths keep their real 404. A catch-all route rather than a not-found
 * handler, which Nest owns.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const root = resolve(webDist);
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`WEB_DIST=${webDist} has no index.html: build the web app first`);
  }
  await app.register(fastifyStatic, {
    root,
    serve: false,
    setHeaders: (reply, path) => {
      // Vite fingerprints everything under assets/, so those can be cached forever; index.html never.
      void reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', (request, reply) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    if (API_PREFIXES.some((prefix) => path.startsWith(prefix))) return reply.code(404).send({ message: 'Not Found' });
    if (extname(path)) return reply.sendFile(decodeURIComponent(path).slice(1));
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  });
}
