#!/usr/bin/env node
// `npm run bench`: starts a stack of its own (own databases, rate limits off, which the gateway allows outside
// production only), runs bench/auth.bench.ts, bench/order.bench.ts, bench/live.bench.ts and bench/import.bench.ts
// against it and stops it. Names after the command choose among those four: `npm run bench:import` is
// `node bench/run.mjs import`, `npm run bench:order` the order benchmark alone.
// `npm run bench:soak` (--soak): instead a minute of bench/soak.bench.ts to warm up, each process's memory, ten minutes
// more of it, each process's memory again: none may grow by more than 20%. The stack of `npm start` must not be running.
// First import: on a machine whose Node is not 24, the rest runs again on the pinned Node 24.
import '../tools/runtime.mjs';
import path from 'node:path';
import { preflight } from '../tools/services.mjs';
import { GATEWAY_PORT, ROOT, STOP_SIGNALS, Stack, build, requireFreePorts, run, stackEnv, tsArgs } from '../tools/stack.mjs';
import { rssMb } from './rss.mjs';

const SOAK = process.argv.includes('--soak');
const BENCHES = ['auth', 'order', 'live', 'import'];
const scelti = BENCHES.filter((bench) => process.argv.slice(2).includes(bench));
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const MAX_CRESCITA = 0.2;

await preflight();
await requireFreePorts('Ferma npm start prima del benchmark.');

const env = stackEnv({
  dbSuffix: '_bench',
  overrides: { NODE_ENV: 'development', RATE_LIMIT_DISABLED: 'true', LOG_LEVEL: 'warn', REDIS_URL: 'redis://127.0.0.1:6379/2' },
});
const stack = new Stack({ env, logDir: path.join(ROOT, 'tmp/bench-logs'), onDeath: (name) => console.error(`${name} si è fermato`) });
for (const signal of STOP_SIGNALS) process.on(signal, () => void stack.stop().then(() => process.exit(130)));

let code = 1;
try {
  if ((await build(env)) !== 0) throw new Error('build non riuscita');
  if ((await run('node', ['tools/migrate.mjs', '--reset'], { env })) !== 0) throw new Error('migrazioni non riuscite');
  await stack.startAll();
  await stack.seed();
  // The processes of this stack, whose CPU bench/auth.bench.ts reads per request.
  const pids = Object.fromEntries(stack.processes().map(({ name, pid }) => [name, pid]));
  const benchEnv = { ...env, GATEWAY_URL: `http://localhost:${GATEWAY_PORT}`, BENCH_PIDS: JSON.stringify(pids) };
  if (SOAK) {
    code = await soak(benchEnv);
  } else {
    const benches = scelti.length > 0 ? scelti : BENCHES;
    code = 0;
    for (const bench of benches) if (code === 0) code = await run('node', tsArgs(`bench/${bench}.bench.ts`), { env: benchEnv });
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
} finally {
  await stack.stop();
}
process.exit(code);

/** Memory after a warm-up minute and after SOAK_SECONDS more of the same load; fails on a process that kept growing. */
async function soak(benchEnv) {
  const memoria = () => new Map(stack.processes().map(({ name, pid }) => [name, rssMb(pid)]));
  if ((await run('node', tsArgs('bench/soak.bench.ts'), { env: { ...benchEnv, SOAK_SECONDS: '60' } })) !== 0) return 1;
  const inizio = memoria();
  if ((await run('node', tsArgs('bench/soak.bench.ts'), { env: { ...benchEnv, SOAK_SECONDS: String(SOAK_SECONDS) } })) !== 0) return 1;
  const fine = memoria();
  console.log(`\nRSS di ogni processo dopo il minuto di riscaldamento e dopo altri ${SOAK_SECONDS / 60} minuti di carico`);
  let ok = true;
  for (const [name, prima] of inizio) {
    const dopo = fine.get(name);
    const crescita = dopo / prima - 1;
    ok &&= crescita <= MAX_CRESCITA;
    const riga = `${name.padEnd(14)} ${prima.toFixed(0).padStart(5)} MB → ${dopo.toFixed(0).padStart(5)} MB  ${(crescita * 100).toFixed(1).padStart(6)}%`;
    console.log(crescita <= MAX_CRESCITA ? riga : `${riga}  ✗`);
  }
  console.log(`Obiettivo: nessun processo cresce più del ${MAX_CRESCITA * 100}%: ${ok ? 'raggiunto' : 'NON raggiunto'}`);
  return ok ? 0 : 1;
}
