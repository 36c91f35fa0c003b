#!/usr/bin/env node
// Compiles backend apps (tools/apps.json: services, workers, the gateway) and their seeds into JavaScript under
// dist/apps/<name>/: one file per entry, with our libraries inside and the npm packages left to node_modules. What
// production, `npm start`, the journeys and the benchmarks run: no TypeScript compiler is loaded at start-up.
// `node tools/build-apps.mjs [name…]`: the named apps, or all of them.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { rolldown } from 'rolldown';
import { APPS, builtScript, ROOT } from './stack.mjs';

// Our libraries (and the compiler's helpers for decorators) are bundled in; everything else (npm packages, Node
// built-ins) is required at run time as it is.
const ours = (id) => id.startsWith('.') || path.isAbsolute(id) || /^@(ricambiamo\/|oxc-project\/runtime\/)/.test(id);

async function buildApp(app) {
  await rm(path.join(ROOT, 'dist/apps', app.name), { recursive: true, force: true });
  for (const script of [app.entry, app.seed].filter(Boolean)) {
    const bundle = await rolldown({
      input: path.join(ROOT, script),
      platform: 'node',
      // The app's tsconfig: the @ricambiamo/* paths, and the decorators' metadata that Nest's injection reads.
      tsconfig: path.join(ROOT, path.dirname(path.dirname(app.entry)), 'tsconfig.json'),
      external: (id) => !ours(id),
      logLevel: 'warn',
    });
    // The source map is written beside, for `node --enable-source-maps` when debugging; the apps run without it.
    await bundle.write({ file: path.join(ROOT, builtScript(app, script)), format: 'cjs', sourcemap: true, codeSplitting: false });
    await bundle.close();
  }
}

const names = process.argv.slice(2);
const apps = APPS.filter((app) => names.length === 0 || names.includes(app.name));
const from = Date.now();
for (const app of apps) await buildApp(app);
console.log(`Compilate: ${apps.map((app) => app.name).join(', ')} (${((Date.now() - from) / 1000).toFixed(1)} s)`);
