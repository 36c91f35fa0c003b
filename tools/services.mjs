#!/usr/bin/env node
// Preflight for PostgreSQL, Redis and NATS JetStream. Only Node built-ins at the top: `.ci/run` calls it with
// `--ensure` before `npm ci`, and `npm test` calls it before it knows node_modules exists.
import net from 'node:net';
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const HOST = '127.0.0.1';

/** Each probe speaks just enough of the protocol to tell the real server from anything else on the port. */
export const SERVICES = [
  {
    name: 'PostgreSQL',
    port: 5432,
    pkg: 'postgresql',
    bin: '/usr/bin/pg_ctlcluster',
    compose: 'postgres',
    start: 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
    // SSLRequest: any PostgreSQL answers a single byte, 'S' or 'N'.
    probe: (port) => exchange(port, Buffer.from([0, 0, 0, 8, 4, 210, 22, 47]), (d) => ['S', 'N'].includes(d.toString()[0])),
  },
  {
    name: 'Redis',
    port: 6379,
    pkg: 'redis-server',
    bin: '/usr/bin/redis-server',
    compose: 'redis',
    start:
      'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log',
    probe: (port) => exchange(port, Buffer.from('PING\r\n'), (d) => d.toString().startsWith('+PONG')),
  },
  {
    name: 'NATS con JetStream',
    port: 4222,
    pkg: 'nats-server',
    bin: '/usr/sbin/nats-server',
    compose: 'nats',
    dirs: ['/var/lib/nats-server'],
    jetstream: true,
    start:
      'start-stop-daemon --start --oknodo --background --exec /usr/sbin/nats-server -- -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server -l /var/log/nats-server.log',
    // The server greets every client with an INFO line that says whether JetStream is on.
    probe: (port) => exchange(port, null, (d) => /^INFO .*"jetstream":true/.test(d.toString())),
  },
];

/** Not services, but CI needs them and a new machine does not have them: the browser journeys' Chromium, promtool
 * (Debian's prometheus package), which checks ops' alert rules (infra/test), and HAProxy, the load balancer in front
 * of the two gateways of `npm run test:repliche`. */
const TOOLS = [
  { pkg: 'chromium', bin: '/usr/bin/chromium' },
  { pkg: 'prometheus', bin: '/usr/bin/promtool' },
  { pkg: 'haproxy', bin: '/usr/sbin/haproxy' },
];

/** Resolves true when `accept` likes the first bytes the server sends back, false on anything else. */
function exchange(port, hello, accept, timeoutMs = 2000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: HOST, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => hello && socket.write(hello));
    socket.once('data', (d) => done(accept(d)));
  });
}

/** A JetStream API round trip through the real client, when it is installed, catches an account without JetStream. */
async function jetStreamAnswers(port) {
  let nats;
  try {
    nats = await import('nats');
  } catch {
    return true;
  }
  const nc = await nats.connect({ servers: `${HOST}:${port}`, timeout: 2000 }).catch(() => null);
  if (!nc) return false;
  try {
    const jsm = await nc.jetstreamManager({ timeout: 2000 });
    await jsm.getAccountInfo();
    return true;
  } catch {
    return false;
  } finally {
    await nc.close();
  }
}

async function isUp(service) {
  if (!(await service.probe(service.port))) return false;
  return service.jetstream ? jetStreamAnswers(service.port) : true;
}

export async function missingServices() {
  const up = await Promise.all(SERVICES.map(isUp));
  return SERVICES.filter((_, i) => !up[i]);
}

export function explain(missing) {
  const lines = ['', 'Servizi richiesti non raggiungibili:'];
  for (const s of missing) {
    lines.push(`  - ${s.name} su ${HOST}:${s.port}`, `      avvialo con: ${s.start}`);
  }
  lines.push(
    '',
    'Se non sono installati: sudo apt-get install postgresql redis-server nats-server',
    `Con Docker: docker compose up -d ${missing.map((s) => s.compose).join(' ')}`,
    'Oppure, da root, li installa e avvia tutti: node tools/services.mjs --ensure',
    '',
  );
  return lines.join('\n');
}

/** Exits 1 with a readable message, never a stack trace, when a service is missing. */
export async function preflight() {
  const missing = await missingServices();
  if (missing.length > 0) {
    process.stderr.write(explain(missing));
    process.exit(1);
  }
}

const sh = (cmd) => execSync(cmd, { stdio: 'inherit', shell: '/bin/bash' });

async function waitUntilUp(service, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await isUp(service)) return true;
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

// A fresh Debian cluster asks for a password over TCP; the stack connects as postgres without one, like the machines do.
function trustLocalConnections() {
  sh(`for f in /etc/postgresql/*/main/pg_hba.conf; do
    printf 'local all all trust\\nhost all all 127.0.0.1/32 trust\\nhost all all ::1/128 trust\\n' > "$f"; done`);
  // The package may have started the cluster already; a stopped one reads the file when it starts below.
  try {
    sh('pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main reload');
  } catch {
    // Not running yet.
  }
}

/** CI: install what is absent from Debian's packages and start what is not running. */
async function ensure() {
  const missing = await missingServices();
  const toInstall = [...missing, ...TOOLS].filter((s) => !existsSync(s.bin));
  if (toInstall.length > 0) {
    sh('apt-get update');
    sh(`DEBIAN_FRONTEND=noninteractive apt-get install -y ${toInstall.map((s) => s.pkg).join(' ')}`);
    if (toInstall.some((s) => s.pkg === 'postgresql')) trustLocalConnections();
  }
  for (const s of missing) {
    for (const dir of s.dirs ?? []) mkdirSync(dir, { recursive: true });
    console.log(`Avvio ${s.name}: ${s.start}`);
    try {
      sh(s.start);
    } catch {
      // pg_ctlcluster exits non-zero when the cluster runs but refused TCP; the wait below tells the real story.
    }
  }
  const stillMissing = [];
  for (const s of missing) if (!(await waitUntilUp(s))) stillMissing.push(s);
  if (stillMissing.length > 0) {
    process.stderr.write(explain(stillMissing));
    process.exit(1);
  }
  console.log('PostgreSQL, Redis e NATS JetStream sono attivi.');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes('--ensure')) {
    await ensure();
  } else {
    await preflight();
    console.log('PostgreSQL, Redis e NATS JetStream sono raggiungibili.');
  }
}
