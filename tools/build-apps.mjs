#!/usr/bin/env node
// Compiles backend apps (libs/backend/config/src/apps.json: services, workers, the gateway) and their seeds into
// JavaScript under dist/apps/<name>/: one file per entry, with our libraries inside and the npm packages left to
// node_modules (plus a file for what an entry imports only when it needs it, and Prisma's query compiler as a .wasm
// file). What production, `npm start`, the journeys and the benchmarks run: no TypeScript compiler is loaded at
// start-up. `node tools/build-apps.mjs [--out <dir>] [name…]`: the named apps, or all of them; `--out` writes their
// entry points only, under <dir>/<name>/ instead of dist/apps (the processes of the integration tests,
// libs/backend/testing/src/built-apps.ts).
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { rolldown } from 'rolldown';
import { APPS, builtScript, ROOT } from './stack.mjs';

// Our libraries (and the compiler's helpers for decorators) are bundled in; everything else (npm packages, Node
// built-ins) is required at run time as it is, but for the two packages that only our code requires, whose ES modules
// the bundler trims to what we use: zod, which required as a package loads its 64 locales and its JSON Schema
// converters, 990 KB of source that V8 keeps for good, much of it in two bytes a character; and ibantools, of which
// we check IBANs only (docs/performance.md, "Start-up and idle memory").
const BUNDLED_PACKAGES = /^(zod|ibantools)(\/|$)/;
const ours = (id) =>
  id.startsWith('.') || path.isAbsolute(id) || /^@(ricambiamo\/|oxc-project\/runtime\/)/.test(id) || BUNDLED_PACKAGES.test(id);

/**
 * Prisma's generated client imports its query compiler as a module holding the WebAssembly in base64 and decodes it at
 * connect: the module's source and its string both stay in the heap for good, 8.7 MB of every service with a
 * database. Here the compiler is written beside the bundle as a .wasm file and the client compiles it from there. The
 * generated code is matched exactly, so a Prisma release that loads it otherwise fails the build instead of being
 * left as it was.
 */
const WASM_IMPORT =
  /const \{ wasm \} = await import\("(@prisma\/client\/runtime\/(query_compiler_\w+_bg\.\w+)\.wasm-base64\.js)"\)\n\s*return await decodeBase64AsWasm\(wasm\)/;
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));

const prismaWasmFile = () => ({
  name: 'prisma-wasm-file',
  transform(code, id) {
    if (!id.endsWith(path.join('generated', 'prisma', 'internal', 'class.ts'))) return null;
    const match = WASM_IMPORT.exec(code);
    if (!match) this.error(`${id}: il client Prisma non carica più il compilatore come si aspetta tools/build-apps.mjs`);
    const [found, base64Module, name] = match;
    this.emitFile({ type: 'asset', fileName: `${name}.wasm`, source: Buffer.from(requireFromRoot(base64Module).wasm, 'base64') });
    const load = `return new WebAssembly.Module(require('node:fs').readFileSync(require('node:path').join(__dirname, '${name}.wasm')))`;
    return { code: code.replace(found, load), map: null };
  },
});

/**
 * Tracing must start before `http`, `pg` and `ioredis` are first required, and a bundle requires every npm package it
 * uses before it runs any code of its own: so the entry's first import, `@ricambiamo/tracing/preload`, is built as an
 * entry of its own, `tracing.js`, and main.js then requires it before anything else (the bundler's helpers apart, which
 * require nothing). The build checks that it does.
 */
const PRELOAD = path.join(ROOT, 'libs/backend/tracing/src/preload.ts');
const PRELOAD_FILE = 'tracing.js';

function checkPreloadFirst(app, output) {
  const chunks = new Map(output.filter((chunk) => chunk.type === 'chunk').map((chunk) => [`./${chunk.fileName}`, chunk]));
  const requires = (chunk) => [...(chunk?.code ?? '').matchAll(/\brequire\("([^"]+)"\)/g)].map((match) => match[1]);
  // The bundler's own helpers may sit in a chunk that the entries share and that requires nothing: harmless first.
  const first = requires(chunks.get(`./${path.basename(builtScript(app))}`)).find(
    (required) => !(chunks.has(required) && requires(chunks.get(required)).length === 0),
  );
  if (first !== `./${PRELOAD_FILE}`) {
    throw new Error(`${app.entry}: main.js richiede ${first ?? 'niente'} prima di ./${PRELOAD_FILE} (la prima importazione dev'essere @ricambiamo/tracing/preload)`);
  }
}

async function buildApp(app, outDir) {
  const appDir = outDir ? path.join(outDir, app.name) : path.join(ROOT, path.dirname(builtScript(app)));
  await rm(appDir, { recursive: true, force: true });
  const scripts = outDir ? [app.entry] : [app.entry, app.seed, ...(app.comandi ?? [])].filter(Boolean);
  for (const script of scripts) {
    const name = path.basename(script, '.ts');
    const entry = script === app.entry;
    const bundle = await rolldown({
      input: { [name]: path.join(ROOT, script), ...(entry ? { [path.basename(PRELOAD_FILE, '.js')]: PRELOAD } : {}) },
      platform: 'node',
      // The app's tsconfig: the @ricambiamo/* paths, and the decorators' metadata that Nest's injection reads.
      tsconfig: path.join(ROOT, path.dirname(path.dirname(app.entry)), 'tsconfig.json'),
      external: (id) => !ours(id),
      plugins: [prismaWasmFile()],
      logLevel: 'warn',
    });
    // The source map is written beside, for `node --enable-source-maps` when debugging; the apps run without it. What
    // the code imports only when it needs it (the S3 storage and its SDK) stays a file of its own, loaded then; when it
    // requires the entry for the code they share, Node's module cache hands it the entry already running.
    const { output } = await bundle.write({
      dir: appDir,
      entryFileNames: '[name].js',
      chunkFileNames: `${name}-[name].js`,
      format: 'cjs',
      sourcemap: true,
      // V8 keeps every script's source for as long as the app runs: without comments, and in ASCII (one character
      // outside Latin-1, an em dash or a euro sign, makes V8 store the whole script in two bytes a character), the
      // gateway's source takes 0.5 MB instead of 1.2 (docs/performance.md, "Start-up and idle memory").
      comments: false,
      charset: 'ascii',
    });
    await bundle.close();
    if (entry) checkPreloadFirst(app, output);
  }
}

const { values, positionals: names } = parseArgs({ options: { out: { type: 'string' } }, allowPositionals: true });
const outDir = values.out && path.resolve(values.out);
const apps = APPS.filter((app) => names.length === 0 || names.includes(app.name));
const from = Date.now();
for (const app of apps) await buildApp(app, outDir);
console.log(`Compilate: ${apps.map((app) => app.name).join(', ')} (${((Date.now() - from) / 1000).toFixed(1)} s)`);
