import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli or gzip, as the browser accepts, for every compressible response: GraphQL's JSON, index.html with its
 * previews, robots.txt and the sitemap. The built assets come precompressed at the highest level (vite.config.mts,
 * served by @fastify/static), so what is compressed here per request uses a quick brotli level: a few percent larger,
 * many times cheaper on a busy gateway. Images are already compressed and are left alone.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
