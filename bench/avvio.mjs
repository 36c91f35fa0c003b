#!/usr/bin/env node
// `npm run bench:avvio`: each app's start-up time to ready (/health answers) and its resident memory once idle, run
// from its compiled JavaScript (tools/build-apps.mjs, what npm start and the images run) and, as the baseline in the
// same run, from its TypeScript through the runtime transpiler (how every app ran before). Apps start one at a time,
// on the bench databases; the stack of `npm start` must not be running.
// First import: on a machine whose Node is not 24, the rest runs again on the pinned Node 24.
import '../tools/runtime.mjs';
import { setTimeout as sleep } from 'node:timers/promises';
import { preflight } from '../tools/services.mjs';
import { APPS, STOP_SIGNALS, Stack, build, requireFreePorts, run, stackEnv } from '../tools/stack.mjs';
import { rssMb } from './rss.mjs';

/** How long an app is left alone before its memory is read: timers and pools settle, nothing is asked of it. */
const IDLE_MS = 15_000;
const READY_TARGET_MS = 2000;
const RSS_TARGET_MB = 120;

await preflight();
await requireFreePorts('Ferma npm start prima del benchmark.');

const env = stackEnv({ dbSuffix: '_bench', overrides: { NODE_ENV: 'development', LOG_LEVEL: 'warn', REDIS_URL: 'redis://127.0.0.1:6379/2' } });
if ((await build(env)) !== 0) throw new Error('build non riuscita');
if ((await run('node', ['tools/migrate.mjs'], { env, quiet: true })) !== 0) throw new Error('migrazioni non riuscite');

/** Every app started in turn (the services, then the gateway), then left idle; its start time and memory. */
async function misura(transpiled) {
  const stack = new Stack({ env, logDir: 'tmp/bench-logs', onDeath: (name) => console.error(`${name} si è fermato`) });
  const stopAll = () => void stack.stop().then(() => process.exit(130));
  for (const signal of STOP_SIGNALS) process.once(signal, stopAll);
  const avvii = new Map();
  try {
    for (const app of [...APPS].sort((a, b) => Number(a.kind === 'gateway') - Number(b.kind === 'gateway'))) {
      const from = performance.now();
      const child = await stack.startApp(app, { transpiled, pollMs: 10 });
      avvii.set(app.name, { ms: performance.now() - from, pid: child.pid });
    }
    await sleep(IDLE_MS);
    return new Map([...avvii].map(([name, { ms, pid }]) => [name, { ms, rss: rssMb(pid) }]));
  } finally {
    await stack.stop();
    for (const signal of STOP_SIGNALS) process.off(signal, stopAll);
  }
}

const prima = await misura(true);
const dopo = await misura(false);

const col = (text, width) => String(text).padStart(width);
console.log(`\nAvvio fino a pronto e memoria residente a riposo (${IDLE_MS / 1000} s dopo l'avvio), un'app alla volta`);
console.log(`${'app'.padEnd(14)}${col('avvio TS', 10)}${col('avvio JS', 10)}${col('RSS TS', 10)}${col('RSS JS', 10)}${col('RSS JS/TS', 11)}`);
let ok = true;
for (const app of APPS) {
  const [a, b] = [prima.get(app.name), dopo.get(app.name)];
  const sotto = b.ms <= READY_TARGET_MS && b.rss <= RSS_TARGET_MB;
  ok &&= sotto;
  console.log(
    `${app.name.padEnd(14)}${col(`${Math.round(a.ms)} ms`, 10)}${col(`${Math.round(b.ms)} ms`, 10)}` +
      `${col(`${a.rss.toFixed(0)} MB`, 10)}${col(`${b.rss.toFixed(0)} MB`, 10)}${col(`${(b.rss / a.rss).toFixed(2)}×`, 11)}${sotto ? '' : '  ✗'}`,
  );
}
console.log(`Obiettivo: pronto in ≤ ${READY_TARGET_MS / 1000} s, RSS a riposo ≤ ${RSS_TARGET_MB} MB per processo, gateway compreso: ${ok ? 'raggiunto' : 'NON raggiunto'}`);
