#!/usr/bin/env node
// `npm start`: from a fresh clone to a working product on http://localhost:8080, on the PostgreSQL, Redis and NATS of
// this machine, or through `docker compose` with --docker where a Docker engine answers.
// `npm start -- --nats-auth`: the apps log in to a NATS of their own (port 4223, store in a temporary folder) with the
// users and permissions of compose and Kubernetes, instead of the machine's open NATS.
// Only Node built-ins (and our own modules that use only them): this may run before node_modules exists.
// First import: on a machine whose Node is not 24, the rest runs again on the pinned Node 24.
import './runtime.mjs';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { preflight } from './services.mjs';
import { GATEWAY_PORT, MAIL_HTTP_PORT, NATS_AUTH_PORT, ROOT, STOP_SIGNALS, Stack, build, requireFreePorts, run, stackEnv } from './stack.mjs';

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

const natsAuth = process.argv.includes('--nats-auth');
await requireFreePorts('Ricambiamo è forse già avviato? Fermalo (Ctrl-C) o libera le porte.', { natsAuth });

// Readable log lines in the terminal; LOG_FORMAT=json shows what production writes.
const env = stackEnv({ natsAuth, overrides: { LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty' } });
// The users are generated from the code being started, so a contract added since the last commit is allowed too.
const natsDir = natsAuth ? mkdtempSync(path.join(tmpdir(), 'ricambiamo-nats-')) : null;
if (natsDir && (await run('node', ['tools/nats-auth.mjs', natsDir], { env })) !== 0) {
  fail('La generazione di utenti e permessi di NATS non è riuscita.');
}
say('Compilo l’app web e i servizi…');
if ((await build(env)) !== 0) fail('La build non è riuscita.');
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
  if (natsDir) rmSync(natsDir, { recursive: true, force: true });
  process.exit(code);
}
for (const signal of STOP_SIGNALS) process.on(signal, () => void shutdown(0));

try {
  if (natsDir) await stack.startNatsWithUsers(natsDir);
  await stack.startAll();
  await stack.seed();
} catch (err) {
  process.stderr.write(`\n${err instanceof Error ? err.message : String(err)}\n`);
  await shutdown(1);
}

say();
say(`Ricambiamo è pronto su http://localhost:${GATEWAY_PORT}`);
if (natsAuth) say(`NATS con un utente per app e i suoi permessi: nats://127.0.0.1:${NATS_AUTH_PORT}`);
say();
say('  Venditore:  venditore@ricambiamo.it / demo1234  (Autodemolizioni Bianchi, 100 gettoni)');
say('  Venditore:  emilia@ricambiamo.it / demo1234     (Ricambi Emilia Srl, 100 gettoni)');
say('  Acquirente: acquirente@ricambiamo.it / demo1234');
say(`  Posta inviata (reset password, ordini): http://localhost:${MAIL_HTTP_PORT}`);
say();
say('Ctrl-C per fermare tutto.');
