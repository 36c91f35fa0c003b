import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/graphql', '/health', '/metrics', '/uploads', '/webhooks', '/media'];

/**
 * Serves the built web app from the same origin as the API. Unknown GET paths that a browser navigates to
 * get index.html so client-side routes survive a reload; API paths keep their real 404.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const root = resolve(webDist);
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`WEB_DIST=${webDist} has no index.html: build the web app first`);
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    setHeaders: (reply, path) => {
      // Vite fingerprints everything under assets/, so those can be cached forever; index.html never.
      void reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (isPage && request.headers.accept?.includes('text/html')) return reply.type('text/html').sendFile('index.html');
    return reply.code(404).send({ message: 'Not Found' });
  });
}
