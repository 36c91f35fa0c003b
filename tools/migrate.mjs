#!/usr/bin/env node
// Applies every service's SQL migrations (apps/<svc>/prisma/migrations): a step of its own, never a side effect of
// start-up (STYLE.md habit 10). Each database comes from <SVC>_DATABASE_URL and is created when missing.
// `--reset` drops the databases first: the e2e run wants a clean slate every time.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, databaseServices, databaseUrl } from './stack.mjs';

process.env.SWC_NODE_PROJECT ??= path.join(ROOT, 'tsconfig.base.json');
const require = createRequire(import.meta.url);
require('@swc-node/register');
const { migrate } = require('../libs/backend/database/src/index.ts');
const { Client } = require('pg');

const quote = (name) => `"${name.replaceAll('"', '""')}"`;

async function prepareDatabase(url, reset) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    if (reset) await client.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`);
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) await client.query(`CREATE DATABASE ${quote(name)}`);
  } finally {
    await client.end();
  }
}

const reset = process.argv.includes('--reset');
try {
  for (const svc of databaseServices()) {
    const url = databaseUrl(svc);
    await prepareDatabase(url, reset);
    await migrate({ databaseUrl: url, migrationsDir: path.join(ROOT, 'apps', svc, 'prisma/migrations') });
    console.log(`Migrazioni applicate: ${svc} (${new URL(url).pathname.slice(1)})`);
  }
} catch (err) {
  console.error(`Migrazione non riuscita: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
