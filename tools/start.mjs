#!/usr/bin/env node
// `npm start`: from a fresh clone to a working product on http://localhost:8080, on the PostgreSQL, Redis and NATS of
// this machine, or through `docker compose` with --docker where a Docker engine answers.
// Only Node built-ins (and our own modules that use only them): this may run before node_modules exists.
// First import: on a machine whose Node is not 24, the rest runs again on the pinned Node 24.
import './runtime.mjs';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { preflight } from './services.mjs';
import { GATEWAY_PORT, MAIL_HTTP_PORT, ROOT, STOP_SIGNALS, Stack, busyPorts, buildWeb, run, stackEnv } from './stack.mjs';

const say = (line = '') => process.stdout.write(`${line}\n`);
const fail = (message) => {
  process.stderr.write(`\n${message}\n`);
  process.exit(1);
};

if (process.argv.includes('--docker')) {
  if ((await run('docker', ['info'], { quiet: true })) === 0) {
    process.exit(await run('docker', ['compose', 'up', '--build']));
  }
  say('Nessun Docker engine risponde: avvio con PostgreSQL, Redis e NATS di questa macchina.');
}

if (!existsSync(path.join(ROOT, 'node_modules'))) {
  say('Installo le dipendenze…');
  if ((await run('npm', ['ci', '--no-audit', '--no-fund'])) !== 0) fail('L’installazione delle dipendenze non è riuscita.');
}

await preflight();

const busy = await busyPorts();
if (busy.length > 0) {
  fail(`Porte già in uso: ${busy.join(', ')}. Ricambiamo è forse già avviato? Fermalo (Ctrl-C) o libera le porte.`);
}

const env = stackEnv();
say('Compilo l’app web…');
if ((await buildWeb(env)) !== 0) fail('La build dell’app web non è riuscita.');
say('Applico le migrazioni…');
if ((await run('node', ['tools/migrate.mjs'], { env })) !== 0) fail('Le migrazioni non sono riuscite.');

let shuttingDown = false;
const stack = new Stack({
  env,
  onDeath: (name, why) => {
    if (shuttingDown) return;
    process.stderr.write(`\n${name} si è fermato (${why}): fermo tutto.\n`);
    void shutdown(1);
  },
});

async function shutdown(code) {
  if (shuttingDown) return;
  shuttingDown = true;
  say('\nFermo Ricambiamo…');
  await stack.stop();
  process.exit(code);
}
for (const signal of STOP_SIGNALS) process.on(signal, () => void shutdown(0));

try {
  await stack.startAll();
  await stack.seed();
} catch (err) {
  process.stderr.write(`\n${err instanceof Error ? err.message : String(err)}\n`);
  await shutdown(1);
}

say();
say(`Ricambiamo è pronto su http://localhost:${GATEWAY_PORT}`);
say();
say('  Venditore:  venditore@ricambiamo.it / demo1234  (Autodemolizioni Bianchi, 100 gettoni)');
say('  Venditore:  emilia@ricambiamo.it / demo1234     (Ricambi Emilia Srl, 100 gettoni)');
say('  Acquirente: acquirente@ricambiamo.it / demo1234');
say(`  Posta inviata (reset password): http://localhost:${MAIL_HTTP_PORT}`);
say();
say('Ctrl-C per fermare tutto.');
