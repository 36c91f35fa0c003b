#!/usr/bin/env node
// `npm run bench`: starts a stack of its own (own databases, rate limits off, which the gateway allows outside
// production only), runs bench/auth.bench.ts, bench/order.bench.ts and bench/live.bench.ts against it and stops it. The stack of
// `npm start` must not be running.
// First import: on a machine whose Node is not 24, the rest runs again on the pinned Node 24.
import '../tools/runtime.mjs';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { preflight } from '../tools/services.mjs';
import { GATEWAY_PORT, ROOT, STOP_SIGNALS, Stack, busyPorts, buildWeb, run, stackEnv, tsArgs } from '../tools/stack.mjs';

await preflight();
const busy = await busyPorts();
if (busy.length > 0) {
  console.error(`Porte già in uso: ${busy.join(', ')}. Ferma npm start prima del benchmark.`);
  process.exit(1);
}

const env = stackEnv({
  dbSuffix: '_bench',
  overrides: { NODE_ENV: 'development', RATE_LIMIT_DISABLED: 'true', LOG_LEVEL: 'warn', REDIS_URL: 'redis://127.0.0.1:6379/2' },
});
const stack = new Stack({ env, logDir: path.join(ROOT, 'tmp/bench-logs'), onDeath: (name) => console.error(`${name} si è fermato`) });
for (const signal of STOP_SIGNALS) process.on(signal, () => void stack.stop().then(() => process.exit(130)));

let code = 1;
try {
  if (!existsSync(path.join(env.WEB_DIST, 'index.html')) && (await buildWeb(env)) !== 0) throw new Error('build web non riuscita');
  if ((await run('node', ['tools/migrate.mjs', '--reset'], { env })) !== 0) throw new Error('migrazioni non riuscite');
  await stack.startAll();
  await stack.seed();
  const benchEnv = { ...env, GATEWAY_URL: `http://localhost:${GATEWAY_PORT}` };
  code = await run('node', tsArgs('bench/auth.bench.ts'), { env: benchEnv });
  if (code === 0) code = await run('node', tsArgs('bench/order.bench.ts'), { env: benchEnv });
  if (code === 0) code = await run('node', tsArgs('bench/live.bench.ts'), { env: benchEnv });
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
} finally {
  await stack.stop();
}
process.exit(code);
