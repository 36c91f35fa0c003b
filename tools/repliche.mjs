#!/usr/bin/env node
// `npm run test:repliche`: the whole product with two of everything, under load, while its processes die
// (docs/operations.md#two-of-everything-with-faults). Two replicas of every service and of the media worker, two gateways behind
// HAProxy on :8080 (round-robin, WebSocket included), a nats-server and a Redis of the run's own. While
// tools/repliche/carico.ts sends a mixed load through HAProxy, one process is killed with SIGKILL every 20 s and
// started again: one replica of each service, of the media worker and of the gateway, then nats-server and Redis;
// last, orders' database is restored from a backup taken during the run.
// At the end tools/repliche/invarianti.ts prints the table of invariants; the run fails if one does not hold.
// Run by `.ci/run` after `npm test` (docs/development.md#tests); the stack of `npm start` must not be running.
// First import: on a machine whose Node is not 24, the rest runs again on the pinned Node 24.
import './runtime.mjs';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { preflight, SERVICES } from './services.mjs';
import { APPS, ROOT, STOP_SIGNALS, Stack, build, databaseUrlEnv, portInUse, requireFreePorts, run, stackEnv, tsArgs, waitForHealth } from './stack.mjs';

const INTERVALLO_MS = Number(process.env.REPLICHE_INTERVALLO_S ?? 20) * 1000;
const HOST = '127.0.0.1';
const NATS = { port: 4224, monitor: 8224 };
const REDIS_PORT = 6391;
const LB_PORT = 8080;
/** The second replica of an app listens this far above the first (its /health and /metrics). */
const SECONDA_REPLICA = 100;
const GATEWAYS = [
  { http: 8091, internal: 8093 },
  { http: 8092, internal: 8094 },
];
const PUBLIC_ORIGIN = `http://${HOST}:${LB_PORT}`;

await preflight();
await requireFreePorts('Ferma npm start (o ciò che le occupa) e riprova.');
for (const port of [NATS.port, NATS.monitor, REDIS_PORT, ...GATEWAYS.flatMap((g) => [g.http, g.internal])]) {
  if (await portInUse(port)) {
    console.error(`La porta ${port} è già in uso: la prova delle repliche ne ha bisogno.`);
    process.exit(1);
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'ricambiamo-repliche-'));
const env = stackEnv({
  dbSuffix: '_repliche',
  overrides: {
    NATS_URL: `nats://${HOST}:${NATS.port}`,
    REDIS_URL: `redis://${HOST}:${REDIS_PORT}`,
    // The gateway allows its rate limits off outside production only: the load comes from one address.
    NODE_ENV: 'development',
    RATE_LIMIT_DISABLED: 'true',
    LOG_LEVEL: 'warn',
    PUBLIC_ORIGIN,
    TRUST_PROXY: HOST,
    REVIEW_DELAY_SECONDS: '0',
  },
});

/** The processes the run kills on purpose, by name, while they are down: their deaths are not failures. */
const attesi = new Set();
const morti = [];
const stack = new Stack({
  env,
  logDir: path.join(ROOT, 'tmp/repliche-logs'),
  onDeath: (name, why) => attesi.has(name) || morti.push(`${name} (${why})`),
});
for (const signal of STOP_SIGNALS) process.on(signal, () => void chiudi().then(() => process.exit(130)));

/** Every process the run may kill, by name, with how to start it again. */
const processi = new Map();

async function avvia(name, start) {
  processi.set(name, { start, child: await start() });
}

const replica = (app, n) => `${app.name}#${n}`;

async function avviaApp(app, n) {
  const port = app.httpPort + (n - 1) * SECONDA_REPLICA;
  await avvia(replica(app, n), () => stack.startApp(app, { name: replica(app, n), env: { HTTP_PORT: String(port) } }));
}

async function avviaGateway(n) {
  const gateway = APPS.find((app) => app.kind === 'gateway');
  const { http, internal } = GATEWAYS[n - 1];
  const portEnv = { HTTP_PORT: String(http), INTERNAL_HTTP_PORT: String(internal) };
  await avvia(replica(gateway, n), () => stack.startApp(gateway, { name: replica(gateway, n), env: portEnv }));
}

async function avviaNats() {
  const bin = SERVICES.find((service) => service.compose === 'nats').bin;
  const args = ['-a', HOST, '-p', String(NATS.port), '-m', String(NATS.monitor), '-js', '-sd', path.join(dir, 'jetstream')];
  await avvia('nats-server', async () => {
    const child = stack.spawn('nats-server', bin, args);
    await waitForHealth('nats-server', `http://${HOST}:${NATS.monitor}/healthz?js-enabled-only=true`, child, 100);
    return child;
  });
}

/** Redis with its append-only file: what BullMQ and the sessions hold survives a restart, as on a real deployment. */
async function avviaRedis() {
  const args = ['--bind', HOST, '--port', String(REDIS_PORT), '--save', '', '--appendonly', 'yes', '--dir', dir];
  await avvia('redis', async () => {
    const child = stack.spawn('redis', 'redis-server', args);
    await redisPronto(child);
    return child;
  });
}

/** Polls with the preflight's own Redis probe (tools/services.mjs) until the restarted server answers PING. */
async function redisPronto(child) {
  const redis = SERVICES.find((service) => service.compose === 'redis');
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error('redis si è fermato prima di rispondere');
    if (await redis.probe(REDIS_PORT)) return;
    await sleep(100);
  }
  throw new Error(`redis non risponde su ${HOST}:${REDIS_PORT}`);
}

/** HAProxy in front of the two gateways: round-robin, health-checked, and a refused connection tried on the other. */
async function avviaBilanciatore() {
  const config = path.join(dir, 'haproxy.cfg');
  writeFileSync(
    config,
    `global
  maxconn 4096
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  option forwardfor
  option redispatch
  retries 2
  retry-on conn-failure
frontend web
  bind ${HOST}:${LB_PORT}
  default_backend gateways
backend gateways
  balance roundrobin
  option httpchk GET /health
  default-server inter 500ms fall 1 rise 1
${GATEWAYS.map((g, i) => `  server gateway${i + 1} ${HOST}:${g.http} check`).join('\n')}
`,
  );
  const child = stack.spawn('haproxy', '/usr/sbin/haproxy', ['-f', config, '-db']);
  await waitForHealth('haproxy', `${PUBLIC_ORIGIN}/health`, child, 100);
  return child;
}

/**
 * How many clients nats-server and Redis have: after a restart of either, the fault lasts until every app is back.
 * nats.js and ioredis reconnect on their own, after a pause of theirs.
 */
const CLIENTI = {
  'nats-server': async () => ((await (await fetch(`http://${HOST}:${NATS.monitor}/connz`)).json()).num_connections ?? 0),
  redis: async () => {
    const info = await new Promise((resolve) => {
      execFile('redis-cli', ['-h', HOST, '-p', String(REDIS_PORT), 'info', 'clients'], (err, out) => resolve(err ? '' : out));
    });
    return Number(/connected_clients:(\d+)/.exec(info)?.[1] ?? 0);
  },
};

async function clientiTornati(name, quanti) {
  for (let i = 0; i < 600; i++) {
    if ((await CLIENTI[name]().catch(() => 0)) >= quanti) return;
    await sleep(50);
  }
  throw new Error(`dopo il riavvio di ${name} i suoi ${quanti} client non sono tornati in 30 s`);
}


/**
 * One fault: SIGKILL to the process's group, then the same process started again on the same ports, data and
 * configuration. Resolves with when it was killed and when it was serving again (for nats-server and Redis, when
 * every app had reconnected and the balancer served the gateways again).
 */
async function uccidiERiavvia(name, bilanciatore) {
  const processo = processi.get(name);
  const clienti = CLIENTI[name] ? await CLIENTI[name]() : 0;
  attesi.add(name);
  const uscito = new Promise((resolve) => processo.child.once('exit', resolve));
  const ucciso = Date.now();
  process.kill(-processo.child.pid, 'SIGKILL');
  await uscito;
  processo.child = await processo.start();
  if (CLIENTI[name]) {
    await clientiTornati(name, clienti);
    // Meanwhile the gateways' /health failed and HAProxy took both out, answering 503 itself; it puts them back at its
    // next check (within `inter`, 500 ms). Until then the product serves nobody: the fault lasts until it answers.
    await waitForHealth('haproxy', `${PUBLIC_ORIGIN}/health`, bilanciatore, 50, 30_000);
  }
  attesi.delete(name);
  return { processo: name, ucciso, riavviato: Date.now() };
}

/** The service whose database the run restores from a backup, with the load running. */
const RIPRISTINATO = 'orders';
const RIPRISTINO = `ripristino del database di ${RIPRISTINATO}`;

/**
 * One service's database restored as docs/operations.md#restoring-one-services-database says: both replicas stopped,
 * a backup (pg_dump), the database dropped and restored from it, the service's consumers rewound to the backup's
 * moment less a minute, the replicas started again. Its requests fail meanwhile, retryable, as a killed replica's do.
 */
async function ripristina() {
  const app = APPS.find((a) => a.name === RIPRISTINATO);
  const repliche = [1, 2].map((n) => processi.get(replica(app, n)));
  for (const n of [1, 2]) attesi.add(replica(app, n));
  const fermo = Date.now();
  await Promise.all(
    repliche.map(({ child }) => {
      const uscito = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      return uscito;
    }),
  );
  const url = env[databaseUrlEnv(app.name)];
  const backup = path.join(dir, `${app.name}.dump`);
  const momento = new Date(Date.now() - 60_000);
  const database = new URL(url).pathname.slice(1);
  const server = Object.assign(new URL(url), { pathname: '/postgres' }).toString();
  const passi = [
    ['pg_dump', ['--format=custom', `--dbname=${url}`, `--file=${backup}`]],
    ['psql', ['-q', server, '-c', `DROP DATABASE "${database}" WITH (FORCE)`, '-c', `CREATE DATABASE "${database}"`]],
    ['pg_restore', ['--no-owner', `--dbname=${url}`, backup]],
    ['npm', ['run', '--silent', 'riavvolgi-consumer', '--', app.name, momento.toISOString()]],
  ];
  for (const [cmd, args] of passi) {
    if ((await run(cmd, args, { env })) !== 0) throw new Error(`${RIPRISTINO}: ${cmd} non riuscito`);
  }
  for (const processo of repliche) processo.child = await processo.start();
  for (const n of [1, 2]) attesi.delete(replica(app, n));
  return { processo: RIPRISTINO, ucciso: fermo, riavviato: Date.now() };
}

/** One replica of each service and of the media worker, one gateway, nats-server and Redis, mixed; then a restore. */
function calendario() {
  const backend = APPS.filter((app) => app.kind !== 'gateway');
  const gateway = APPS.find((app) => app.kind === 'gateway');
  const nomi = backend.map((app, i) => replica(app, (i % 2) + 1));
  nomi.splice(2, 0, replica(gateway, 1));
  nomi.splice(5, 0, 'nats-server');
  nomi.splice(10, 0, 'redis');
  nomi.push(RIPRISTINO);
  return nomi;
}

async function chiudi() {
  for (const name of processi.keys()) attesi.add(name);
  await stack.stop();
}

let code = 1;
try {
  if ((await build(env)) !== 0) throw new Error('build non riuscita');
  await avviaNats();
  await avviaRedis();
  if ((await run('node', ['tools/migrate.mjs', '--reset'], { env })) !== 0) throw new Error('migrazioni non riuscite');
  await stack.startMail();
  const backend = APPS.filter((app) => app.kind !== 'gateway');
  for (const n of [1, 2]) await Promise.all(backend.map((app) => avviaApp(app, n)));
  await stack.seed();
  for (const n of [1, 2]) await avviaGateway(n);
  const bilanciatore = await avviaBilanciatore();

  const nomi = calendario();
  // A fault every INTERVALLO_MS from the load's start, whatever the restarts take, and the load goes on past the last.
  const durata = (nomi.length + 1) * INTERVALLO_MS + 10_000;
  const rapporto = path.join(dir, 'carico.json');
  const caricoEnv = {
    ...env,
    GATEWAY_URL: PUBLIC_ORIGIN,
    METRICHE_GATEWAY: JSON.stringify(GATEWAYS.map((g) => `http://${HOST}:${g.internal}/metrics`)),
    REPLICHE_DURATA_MS: String(durata),
    REPLICHE_RAPPORTO: rapporto,
    REPLICHE_INIZIO: String(Date.now()),
  };
  console.log(`\nCarico per ${durata / 1000} s; un guasto ogni ${INTERVALLO_MS / 1000} s: ${nomi.join(', ')}`);
  let caricoFinito = false;
  const carico = run('node', tsArgs('tools/repliche/carico.ts'), { env: caricoEnv, prefix: 'carico        | ' }).finally(() => (caricoFinito = true));
  const guasti = [];
  const inizio = Date.now();
  for (const [i, name] of nomi.entries()) {
    await sleep(inizio + (i + 1) * INTERVALLO_MS - Date.now());
    // A load that gave up early has nothing more for the faults to disturb.
    if (caricoFinito) break;
    const guasto = name === RIPRISTINO ? await ripristina() : await uccidiERiavvia(name, bilanciatore);
    console.log(`guasto: ${name}, di nuovo pronto dopo ${((guasto.riavviato - guasto.ucciso) / 1000).toFixed(1)} s`);
    guasti.push(guasto);
  }
  const caricoCode = await carico;
  if (!existsSync(rapporto)) throw new Error('il carico si è fermato senza scrivere il suo rapporto');
  const guastiFile = path.join(dir, 'guasti.json');
  writeFileSync(guastiFile, JSON.stringify(guasti));
  const verificaEnv = {
    ...caricoEnv,
    REPLICHE_GUASTI: guastiFile,
    REPLICHE_MORTI: JSON.stringify(morti),
    REPLICHE_CARICO_CODE: String(caricoCode),
  };
  code = await run('node', tsArgs('tools/repliche/invarianti.ts'), { env: verificaEnv });
} catch (err) {
  // Marked as a failure, so that `npm test`'s summary repeats why the run stopped.
  console.error(`✘ ${err instanceof Error ? err.message : String(err)}`);
} finally {
  await chiudi();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(code);
