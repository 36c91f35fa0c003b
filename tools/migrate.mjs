#!/usr/bin/env node
// Applies the SQL migrations (apps/<svc>/prisma/migrations) of every app with a database in
// libs/backend/config/src/apps.json: a step of its own, never a side effect of start-up
// (docs/conventions.md#migrations). Each database comes from <SVC>_DATABASE_URL, else the list's database on the local
// server, and is created when missing.
// `--reset` drops the databases first: the e2e run wants a clean slate every time.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, databaseServices, databaseUrl } from './stack.mjs';

const services = databaseServices();
const reset = process.argv.includes('--reset');

try {
  if (services.length > 0) {
    process.env.SWC_NODE_PROJECT ??= path.join(ROOT, 'tsconfig.base.json');
    const require = createRequire(import.meta.url);
    require('@swc-node/register');
    const { ensureDatabase, migrate, recreateDatabase } = require('../libs/backend/database/src/index.ts');
    for (const svc of services) {
      const url = databaseUrl(svc);
      await (reset ? recreateDatabase(url) : ensureDatabase(url));
      await migrate({ databaseUrl: url, migrationsDir: path.join(ROOT, 'apps', svc, 'prisma/migrations') });
      console.log(`Migrazioni applicate: ${svc} (${new URL(url).pathname.slice(1)})`);
    }
  }
} catch (err) {
  console.error(`Migrazione non riuscita: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
