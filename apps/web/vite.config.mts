import { readFileSync, writeFileSync } from 'node:fs';
import type { ClientRequest } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const gateway = 'http://localhost:8080';
const devPort = 4200;
const devOrigin = `http://localhost:${devPort}`;
const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * sonner adds its stylesheet as an inline <style> element when imported, which the gateway's CSP (no inline styles)
 * blocks; main.tsx imports the same rules from the stylesheet sonner ships, and the build drops the injection. A
 * sonner release without that call fails the build, so whatever it does instead gets looked at.
 */
const sonnerWithoutInlineStyle = (): Plugin => ({
  name: 'sonner-without-inline-style',
  apply: 'build',
  transform(code, id) {
    if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/.test(id)) return null;
    const withoutInjection = code.replace(/^__insertCSS\(/m, 'void (');
    if (withoutInjection === code) this.error('sonner no longer injects its CSS through __insertCSS: see apps/web-e2e/src/csp.spec.ts');
    return { code: withoutInjection, map: null };
  },
});

/**
 * A .br and a .gz beside each text file of the build, at the highest levels: the gateway sends them as they are
 * (@fastify/static preCompressed), so no request pays for compressing code that only changes with a release.
 */
const precompressed = (): Plugin => ({
  name: 'precompressed',
  apply: 'build',
  writeBundle(options, bundle) {
    for (const file of Object.keys(bundle)) {
      if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
      const path = join(options.dir ?? '', file);
      const data = readFileSync(path);
      if (data.length < 1024) continue;
      writeFileSync(`${path}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }));
      writeFileSync(`${path}.gz`, gzipSync(data, { level: constants.Z_BEST_COMPRESSION }));
    }
  },
});

export default defineConfig({
  root: fromHere('.'),
  plugins: [react(), tailwindcss(), sonnerWithoutInlineStyle(), precompressed()],
  resolve: {
    alias: { '@ricambiamo/contracts': fromHere('../../libs/contracts/src/index.ts') },
  },
  server: {
    port: devPort,
    proxy: {
      // The gateway takes mutations only from the pages it serves; in development this server's pages stand in.
      '/graphql': {
        target: gateway,
        ws: true,
        changeOrigin: true,
        configure: (proxy) => {
          const comeDalGateway = (request: ClientRequest) => {
            if (request.getHeader('origin') === devOrigin) request.setHeader('origin', gateway);
          };
          proxy.on('proxyReq', comeDalGateway);
          // The live connection's upgrade request carries an Origin too, which the gateway checks the same way.
          proxy.on('proxyReqWs', comeDalGateway);
        },
      },
      '/health': gateway,
      '/uploads': gateway,
      '/media': gateway,
      '/webhooks': gateway,
    },
  },
  preview: { port: 4300 },
  build: {
    outDir: fromHere('../../dist/apps/web'),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than our screens, so browsers keep them cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'vendor', test: /node_modules/ },
          ],
        },
      },
    },
  },
});
