import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const gateway = 'http://localhost:8080';
const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: fromHere('.'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@ricambiamo/contracts': fromHere('../../libs/contracts/src/index.ts') },
  },
  server: {
    port: 4200,
    proxy: {
      '/graphql': { target: gateway, ws: true, changeOrigin: true },
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
