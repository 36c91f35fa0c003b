#!/usr/bin/env node
// Generates the Prisma client of every service (apps/*/prisma/schema.prisma), offline: run by `npm install`.
// `prisma generate` only needs the schema engine binary's path to exist (it never runs it for generate), and the
// binary cannot be downloaded here, so any existing file stands in unless a real engine is configured.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const prismaCli = path.join(ROOT, 'node_modules/prisma/build/index.js');
const schemas = readdirSync(path.join(ROOT, 'apps'))
  .map((app) => path.join('apps', app, 'prisma/schema.prisma'))
  .filter((schema) => existsSync(path.join(ROOT, schema)));

if (!existsSync(prismaCli)) {
  console.log('prisma-generate: prisma is not installed; nothing to generate.');
  process.exit(0);
}

const env = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
  CHECKPOINT_DISABLE: '1',
};

for (const schema of schemas) {
  const result = spawnSync(process.execPath, [prismaCli, 'generate', '--schema', schema], { cwd: ROOT, env, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`prisma-generate: failed for ${schema}`);
    process.exit(result.status ?? 1);
  }
}
