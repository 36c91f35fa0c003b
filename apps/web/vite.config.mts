import type { ClientRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
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

export default defineConfig({
  root: fromHere('.'),
  plugins: [react(), tailwindcss(), sonnerWithoutInlineStyle()],
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
    // Read by prerender.mjs, which preloads each page's chunks, then deleted.
    manifest: true,
    rolldownOptions: {
      // The contracts only declare (schemas, messages, constants): a screen that uses one message does not bring in
      // every schema, nor zod with them.
      treeshake: {
        moduleSideEffects: [{ test: /libs[\\/]contracts[\\/]src[\\/]/, sideEffects: false }],
        // Building a zod schema changes nothing else: one left unused (a screen that needs only a list of names from
        // the module that declares it) goes.
        manualPureFunctions: ['z'],
      },
      output: {
        // React changes less often than our screens, so browsers keep it cached across releases; the other libraries
        // go with the screens that use them, so the home page does not wait for the forms' validation.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 },
            { name: 'avvio', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
