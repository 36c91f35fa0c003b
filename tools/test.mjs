#!/usr/bin/env node
// `npm test`: lint, typecheck and unit + integration tests of every project, then the browser journeys against the
// whole product started on :8080 with its own e2e databases. Exits non-zero if any step fails.
// Only Node built-ins (and our own modules that use only them): this may run before node_modules exists.
// First import: on a machine whose Node is not 24, the rest runs again on the pinned Node 24.
import './runtime.mjs';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { preflight } from './services.mjs';
import { inLanes, integrationProjects, targetCommand } from './lanes.mjs';
import { GATEWAY_PORT, MAIL_HTTP_PORT, ROOT, STOP_SIGNALS, Stack, bin, build, nxEnv, requireFreePorts, run, stackEnv, stopRunning } from './stack.mjs';

const started = Date.now();
const results = [];
const say = (line = '') => process.stdout.write(`${line}\n`);
const elapsed = (from) => `${((Date.now() - from) / 1000).toFixed(0)} s`;
/** A task's lines, when two run at once: its name, padded so that the lines align. */
const tag = (name) => `${name.padEnd(14)}| `;
/**
 * How long a step may run before it is stopped and counted as failed: several times what each takes on a loaded
 * 2-core machine (docs/performance.md#npm-test), so that a step that hangs fails the run with its name well within
 * CI's 90 minutes instead of using them up in silence.
 */
const minutes = (n) => n * 60_000;
const DEADLINE = { unit: minutes(40), lane: minutes(35), journeys: minutes(40), repliche: minutes(25) };

async function step(name, action) {
  say(`\n━━ ${name}`);
  const from = Date.now();
  let ok;
  try {
    ok = (await action()) === 0;
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    ok = false;
  }
  results.push({ name, ok, time: elapsed(from) });
  return ok;
}

// What failed, as Jest (a failing file, each failing test's heading), Playwright (each failing journey) and the
// replicas run (an invariant that does not hold, or why the run stopped) print it, repeated in the summary: a CI log is often read from its end only. Jest heads a test's console output "● Console"
// too, which is no failure. Under each failing test's heading the summary keeps the start of its error, up to the
// first line of its stack: a failure on a slower machine that does not happen here is diagnosed from that alone.
const failures = [];
const ERROR_LINES = 8;
let errorLinesLeft = 0;
const noteFailures = (line) => {
  const text = line.trim();
  if (failures.length >= 200) return;
  if (/^\S*:?\s*(FAIL\s|● (?!Console$)|\s*✘|\s*\d+\) \[|NON TIENE\s)/.test(text)) {
    failures.push(text);
    errorLinesLeft = /(● |\d+\) \[)/.test(text) ? ERROR_LINES : 0;
  } else if (errorLinesLeft > 0 && /\S/.test(text.replace(/^\S+:/, ''))) {
    failures.push(`    ${text}`);
    errorLinesLeft = /\bat \S+:\d+:\d+/.test(text) ? 0 : errorLinesLeft - 1;
  }
};

function finish() {
  say('\n━━ Riepilogo');
  for (const r of results) say(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.time})`);
  if (failures.length > 0) say(`Test non riusciti:\n${failures.map((f) => `  ${f}`).join('\n')}`);
  const failed = results.filter((r) => !r.ok).length;
  say(`Tempo totale: ${elapsed(started)}`);
  process.exit(failed === 0 ? 0 : 1);
}

await preflight();

// The journeys need these ports; finding them taken after minutes of unit tests would waste the run.
await requireFreePorts('Ferma npm start (o ciò che le occupa) e riprova.');

if (!existsSync(path.join(ROOT, 'node_modules'))) {
  if (!(await step('npm ci', () => run('npm', ['ci', '--no-audit', '--no-fund'])))) finish();
}

// A second, no more: every link, file and section the docs and comments name must exist in the repository.
await step('riferimenti dei documenti e dei commenti', () => run('node', ['tools/check-references.mjs']));

// Unit tests need nothing running, so Nx caches them and runs two projects at a time.
await step('lint, typecheck e test unitari di tutti i progetti', () =>
  run(bin('nx'), ['run-many', '-t', 'lint', 'typecheck', 'test', '--parallel=2', '--outputStyle=stream'], {
    env: nxEnv(),
    onLine: noteFailures,
    deadlineMs: DEADLINE.unit,
  }),
);

// Own databases, dropped and migrated afresh, and an own Redis db, so the journeys never meet development data. The
// consumer's 14 days to withdraw last 45 seconds here: a journey sees the button go when the window closes; a review
// may be written as soon as its order is completed, not an hour later. Every
// journey signs in from the same address, well over a hundred times in a few minutes, so the per-address limit of
// sign-ins is raised here; the gateway's integration tests check the limits themselves.
const env = stackEnv({
  dbSuffix: '_e2e',
  overrides: { REDIS_URL: 'redis://127.0.0.1:6379/1', WITHDRAWAL_WINDOW_SECONDS: '45', REVIEW_DELAY_SECONDS: '0', RATE_LIMIT_PER_IP: '1000' },
});

// Two lanes: each integration project owns its databases, Redis db numbers and NATS servers, so two run side by side
// (docs/conventions.md#tests); much of their time is spent waiting on processes, timers and the database, not on the
// CPU. The build and migrations the journeys need go first in a lane of their own. Uncached: they test the services.
const integrationCommand = (root) => targetCommand(ROOT, 'test-integration', root);
const lanes = [
  {
    name: 'build e migrazioni e2e',
    start: async () => {
      const built = await build(env, { prefix: tag('build'), deadlineMs: DEADLINE.lane });
      if (built !== 0) return built;
      return run('node', ['tools/migrate.mjs', '--reset'], { env, prefix: tag('migrate'), deadlineMs: DEADLINE.lane });
    },
  },
  ...integrationProjects(ROOT).map(({ name, root }) => ({
    name: `${name} (integrazione)`,
    start: () => run('sh', ['-c', integrationCommand(root)], { prefix: tag(name), onLine: noteFailures, deadlineMs: DEADLINE.lane }),
  })),
];
say('\n━━ test di integrazione (PostgreSQL, Redis, NATS), con la build e le migrazioni e2e: due alla volta');
const lanesFrom = Date.now();
const laneResults = await inLanes(lanes, 2);
for (const r of laneResults) results.push({ name: r.name, ok: r.code === 0, time: `${r.seconds} s` });
say(`Test di integrazione, build e migrazioni: ${elapsed(lanesFrom)}`);
const logDir = path.join(ROOT, 'tmp/e2e-logs');
let crashed = null;
const stack = new Stack({ env, logDir, onDeath: (name, why) => (crashed ??= `${name} (${why})`) });
const stopAndFinish = async () => {
  await stack.stop();
  finish();
};
for (const signal of STOP_SIGNALS) {
  process.on(signal, () => {
    results.push({ name: `interrotto (${signal})`, ok: false, time: elapsed(started) });
    stopRunning();
    void stopAndFinish();
  });
}

const e2eFrom = results.length;
const ready =
  laneResults[0].code === 0 &&
  (await step('avvio dello stack e2e', async () => {
    await stack.startAll();
    await stack.seed();
    return 0;
  }));

if (ready) {
  const e2eEnv = {
    ...nxEnv(env),
    E2E_BASE_URL: `http://localhost:${GATEWAY_PORT}`,
    MAIL_CATCHER_URL: `http://localhost:${MAIL_HTTP_PORT}`,
  };
  await step('percorsi nel browser (web-e2e)', () =>
    run(bin('nx'), ['run', 'web-e2e:e2e', '--outputStyle=stream'], { env: e2eEnv, onLine: noteFailures, deadlineMs: DEADLINE.journeys }),
  );
}

if (crashed || results.slice(e2eFrom).some((r) => !r.ok)) {
  for (const log of existsSync(logDir) ? readdirSync(logDir) : []) {
    const file = path.join(logDir, log);
    say(`\n── ultime righe di ${path.relative(ROOT, file)}`);
    say(readFileSync(file, 'utf8').split('\n').slice(-40).join('\n'));
  }
  // A crash during start-up already failed its own step.
  if (crashed && ready) results.push({ name: `stack e2e stabile (${crashed})`, ok: false, time: '0 s' });
}
await stack.stop();

// Last, on the ports the e2e stack has just freed: two of everything, under load, while processes are killed one at a
// time, and the table of invariants (docs/operations.md#two-of-everything-with-faults). It uses the build above.
if (laneResults[0].code === 0) {
  await step('due di tutto: repliche uccise sotto carico (npm run test:repliche)', () =>
    run('node', ['tools/repliche.mjs'], { onLine: noteFailures, deadlineMs: DEADLINE.repliche }),
  );
}
finish();
