// Starts and stops the whole product on this machine, shared by `npm start`, `npm test` and the benchmark.
// Only Node built-ins: it runs before anything may be installed.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { SERVICES } from './services.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The apps, their ports, databases and seeds, from libs/backend/config/src/apps.json: a new service joins the stack by
 * being listed there, and infra/test fails for an app folder the list leaves out.
 */
const appsFile = JSON.parse(readFileSync(path.join(ROOT, 'libs/backend/config/src/apps.json'), 'utf8'));
export const APPS = appsFile.apps;
/** How each app's compiled script runs: node flags by kind and the process environment (the list's `runtime`). */
const RUNTIME = appsFile.runtime;
const appNamed = (name) => APPS.find((a) => a.name === name);
const gateway = APPS.find((a) => a.kind === 'gateway');

export const GATEWAY_PORT = gateway.httpPort;
export const MAIL_SMTP_PORT = 1025;
export const MAIL_HTTP_PORT = 8025;

/** Everything but the gateway, which fronts the others and starts last. */
const backendApps = () => APPS.filter((a) => a !== gateway);
export const databaseServices = () => APPS.filter((a) => a.database !== null).map((a) => a.name);

export const databaseUrlEnv = (svc) => `${svc.toUpperCase().replaceAll('-', '_')}_DATABASE_URL`;

/** `suffix` gives a run its own databases (e.g. `_e2e`) on the same server. */
export function databaseUrl(svc, suffix = '') {
  const url = new URL(process.env[databaseUrlEnv(svc)] ?? `postgresql://postgres@127.0.0.1:5432/${appNamed(svc).database}`);
  url.pathname += suffix;
  return url.toString();
}

/**
 * The environment every process of one stack shares; each app's own config supplies the local defaults. `natsAuth`:
 * the apps log in to the stack's own NATS (startNatsWithUsers) instead of the machine's open one.
 */
export function stackEnv({ dbSuffix = '', natsAuth = false, overrides = {} } = {}) {
  const env = {
    ...process.env,
    SWC_NODE_PROJECT: path.join(ROOT, 'tsconfig.base.json'),
    WEB_DIST: path.join(ROOT, 'dist/apps/web'),
    ...(natsAuth ? natsAuthEnv() : {}),
  };
  for (const svc of databaseServices()) env[databaseUrlEnv(svc)] = databaseUrl(svc, dbSuffix);
  return { ...env, ...overrides };
}

/** The variable holding an app's NATS password (natsPasswordVariable in libs/backend/messaging/src/nats-auth.ts). */
export const natsPasswordEnv = (app) => `NATS_PASSWORD_${app.toUpperCase().replaceAll('-', '_')}`;

/** `npm start -- --nats-auth`: a nats-server of the stack's own, beside the machine's open one. */
export const NATS_AUTH_PORT = 4223;
export const NATS_AUTH_MONITOR_PORT = 8223;
const NATS_SERVER = SERVICES.find((service) => service.compose === 'nats').bin;

/**
 * The stack's variables for its own NATS with the users of compose and Kubernetes: where it listens, and a fresh
 * password per app for this run (nats-server reads them as $NATS_PASSWORD_<APP>, appEnv gives each app its own).
 */
export function natsAuthEnv(password = () => `n${randomBytes(24).toString('hex')}`) {
  return {
    NATS_URL: `nats://127.0.0.1:${NATS_AUTH_PORT}`,
    // The operators' user too (libs/backend/messaging/src/nats-auth.ts), whose password the server's config reads.
    ...Object.fromEntries([...APPS.map((app) => app.name), 'ops'].map((user) => [natsPasswordEnv(user), password()])),
  };
}

/**
 * Each service gets the DATABASE_URL its own config expects, from the per-service variable of the stack, and on a NATS
 * with users its own NATS_USER and NATS_PASSWORD: no app sees another's password. The runtime's environment
 * (libs/backend/config/src/apps.json) comes first, so a variable set for the stack overrides it.
 */
export function appEnv(env, app) {
  const own = { HTTP_PORT: String(app.httpPort) };
  if (app.database !== null) own.DATABASE_URL = env[databaseUrlEnv(app.name)];
  const natsPassword = env[natsPasswordEnv(app.name)];
  if (natsPassword) Object.assign(own, { NATS_USER: app.name, NATS_PASSWORD: natsPassword });
  const shared = Object.entries(env).filter(([name]) => !name.startsWith('NATS_PASSWORD_'));
  return { ...RUNTIME.env, ...Object.fromEntries(shared), ...own };
}

export function portInUse(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(true));
    server.listen(port, () => server.close(() => resolve(false)));
  });
}

/**
 * Stops this run up front, naming the ports another program holds, instead of half-way through; `hint` says what to
 * do about it.
 */
export async function requireFreePorts(hint, { natsAuth = false } = {}) {
  const ports = [MAIL_SMTP_PORT, MAIL_HTTP_PORT, ...APPS.map((a) => a.httpPort)];
  if (natsAuth) ports.push(NATS_AUTH_PORT, NATS_AUTH_MONITOR_PORT);
  const used = await Promise.all(ports.map(portInUse));
  const busy = ports.filter((_, i) => used[i]);
  if (busy.length > 0) {
    process.stderr.write(`\nPorte già in uso: ${busy.join(', ')}. ${hint}\n`);
    process.exit(1);
  }
}

/** The apps run in process groups of their own and would outlive us, so each of these stops the stack first. */
export const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

const COLORS = [36, 35, 33, 32, 34, 91, 92, 93];

/** Process groups started by `run` with a deadline, still running: stopRunning() ends them on Ctrl-C. */
const groups = new Set();

/** SIGKILL to every process group `run` started with a deadline and that has not ended yet. */
export function stopRunning() {
  for (const pid of groups) killGroup(pid);
}

/** True when some process of the group was still there to be killed. */
function killGroup(pid) {
  try {
    process.kill(-pid, 'SIGKILL');
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs a command to completion with its output passed through; resolves with its exit code. `onLine` also sees each
 * line of that output (without colours), for a summary that must not depend on scrolling back. With `prefix`, each
 * line is written after it, so that commands running at the same time can be told apart.
 *
 * With `deadlineMs` the command runs in a process group of its own, which is killed when the deadline passes (exit
 * code 124, as timeout(1) says) and once the command itself has exited: a process it started and left behind, a
 * service a test did not stop, would otherwise hold its output open, and the run would wait for it for ever
 * (docs/development.md#tests).
 */
export function run(cmd, args, { env = process.env, quiet = false, onLine = null, prefix = null, deadlineMs = null } = {}) {
  return new Promise((resolve) => {
    const stdio = quiet ? 'ignore' : onLine || prefix ? ['inherit', 'pipe', 'pipe'] : 'inherit';
    const grouped = deadlineMs !== null;
    const child = spawn(cmd, args, { cwd: ROOT, env, stdio, detached: grouped });
    const say = (line) => process.stderr.write(`${prefix ?? ''}${line}\n`);
    let timedOut = false;
    let timer = null;
    if (grouped) {
      groups.add(child.pid);
      timer = setTimeout(() => {
        timedOut = true;
        say(`${cmd} ${args.join(' ')}: non finito entro ${Math.round(deadlineMs / 60_000)} minuti, fermato`);
        killGroup(child.pid);
      }, deadlineMs);
      child.on('exit', () => {
        clearTimeout(timer);
        groups.delete(child.pid);
        if (killGroup(child.pid) && !timedOut) say(`${cmd}: processi lasciati attivi dopo la fine, fermati`);
      });
    }
    if (onLine || prefix) {
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        if (prefix === null) from.pipe(to, { end: false });
        createInterface({ input: from }).on('line', (line) => {
          if (prefix !== null) to.write(`${prefix}${line}\n`);
          onLine?.(line.replace(/\x1b\[[0-9;]*m/g, ''));
        });
      }
    }
    child.on('close', (code, signal) => resolve(timedOut ? 124 : (code ?? (signal ? 1 : 0))));
    child.on('error', () => {
      clearTimeout(timer);
      resolve(127);
    });
  });
}

/** Arguments for `node` to run a TypeScript script through a runtime transpiler (benchmarks, code generators). */
export const tsArgs = (script) => ['-r', '@swc-node/register', script];

/** Where tools/build-apps.mjs writes an app's script (its entry point, or its seed) compiled to JavaScript. */
export const builtScript = (app, script = app.entry) => `dist/apps/${app.name}/${path.basename(script, '.ts')}.js`;

/**
 * Arguments for `node` to run an app's compiled script, as the images do (infra/docker/Dockerfile): its kind's flags
 * (libs/backend/config/src/apps.json `runtime`). Source maps are left off (10 MB each): the bundle is not minified, so
 * a stack trace still names our functions and files (`//#region` comments).
 */
const builtArgs = (app, script) => [...RUNTIME.nodeFlags[app.kind], builtScript(app, script)];
export const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);

/** Nx's terminal UI needs a TTY and hides the tools' output in CI logs. */
export const nxEnv = (env = process.env) => ({ ...env, NX_TUI: 'false', NX_DAEMON: 'false' });

/**
 * The web app and every backend app, each through its own Nx build target (Vite for the web, tools/build-apps.mjs for
 * the others); Nx restores what has not changed from its cache.
 */
export function build(env = process.env, { prefix = null, deadlineMs = null } = {}) {
  return run(bin('nx'), ['run-many', '-t', 'build', '--outputStyle=stream'], { env: nxEnv(env), prefix, deadlineMs });
}

/**
 * The long-running processes of one stack, each in its own process group so that stopping it stops its children too.
 * `logDir` sends their output to files instead of the terminal (the e2e run prints them only when it fails).
 */
export class Stack {
  #children = [];
  #stopping = false;

  constructor({ env, logDir = null, onDeath = () => {} }) {
    this.env = env;
    this.logDir = logDir;
    this.onDeath = onDeath;
    if (logDir) mkdirSync(logDir, { recursive: true });
    process.on('exit', () => this.#killAll('SIGKILL'));
  }

  spawn(name, cmd, args, env = this.env) {
    const child = spawn(cmd, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    this.#children.push({ name, child });
    const out = this.logDir ? createWriteStream(path.join(this.logDir, `${name}.log`)) : null;
    const tag = `\x1b[${COLORS[this.#children.length % COLORS.length]}m${name.padEnd(12)}\x1b[0m| `;
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        if (out) out.write(`${line}\n`);
        else process.stdout.write(`${tag}${line}\n`);
      });
    }
    child.on('exit', (code, signal) => {
      if (!this.#stopping) this.onDeath(name, code ?? signal);
    });
    return child;
  }

  /**
   * `npm start -- --nats-auth`: nats-server on the users and permissions generated into `dir` (tools/nats-auth.mjs),
   * with JetStream stored there too; resolves once JetStream answers. The apps must then use natsAuthEnv().
   */
  async startNatsWithUsers(dir) {
    const args = ['-c', path.join(dir, 'infra/nats/nats-auth.conf'), '-a', '127.0.0.1', '-p', String(NATS_AUTH_PORT)];
    args.push('-m', String(NATS_AUTH_MONITOR_PORT), '-js', '-sd', path.join(dir, 'jetstream'));
    const child = this.spawn('nats', NATS_SERVER, args);
    await waitForHealth('nats', `http://127.0.0.1:${NATS_AUTH_MONITOR_PORT}/healthz?js-enabled-only=true`, child);
  }

  /** Mail catcher, every service, then the gateway; resolves once each answers /health. */
  async startAll() {
    await this.startMail();
    await Promise.all(backendApps().map((app) => this.startApp(app)));
    await this.startApp(gateway);
  }

  /**
   * One app from its compiled JavaScript, or (`transpiled`, to compare) from its TypeScript through the runtime
   * transpiler; resolves with its process once it answers /health, asked every `pollMs`. A second replica of the app
   * (tools/repliche.mjs) needs a `name` and its own ports in `env` (HTTP_PORT first).
   */
  async startApp(app, { transpiled = false, pollMs = 500, name = app.name, env = {} } = {}) {
    const own = { ...appEnv(this.env, app), ...env };
    const child = this.spawn(name, 'node', transpiled ? tsArgs(app.entry) : builtArgs(app), own);
    await waitForHealth(name, healthUrl(own.HTTP_PORT), child, pollMs);
    return child;
  }

  /** The development mail catcher (tools/mail-catcher.mjs), where the services send their e-mails. */
  async startMail() {
    await waitForHealth('mail', healthUrl(MAIL_HTTP_PORT), this.spawn('mail', 'node', ['tools/mail-catcher.mjs']));
  }

  /** The processes started, by name: what a benchmark reads the memory of. */
  processes() {
    return this.#children.map(({ name, child }) => ({ name, pid: child.pid }));
  }

  /** Each seed runs with its service's environment, after the service is up. */
  async seed() {
    for (const app of APPS.filter((a) => a.seed !== null)) {
      const code = await run('node', builtArgs(app, app.seed), { env: appEnv(this.env, app) });
      if (code !== 0) throw new Error(`il seed ${app.seed} è terminato con codice ${code}`);
    }
  }

  #killAll(signal) {
    for (const { child } of this.#children) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      try {
        process.kill(-child.pid, signal);
      } catch {
        // The group is already gone.
      }
    }
  }

  /** SIGTERM lets every app drain NATS and close connections; whatever is still alive after 10 s is killed. */
  async stop() {
    this.#stopping = true;
    const alive = this.#children.filter(({ child }) => child.exitCode === null && child.signalCode === null);
    const exited = alive.map(({ child }) => new Promise((r) => child.once('exit', r)));
    this.#killAll('SIGTERM');
    const timer = setTimeout(() => this.#killAll('SIGKILL'), 10_000);
    await Promise.all(exited);
    clearTimeout(timer);
  }
}

const healthUrl = (port) => `http://127.0.0.1:${port}/health`;

/** Polls the health URL until it answers 200; gives up at once if the process behind it has exited. */
export async function waitForHealth(name, url, child, pollMs = 500, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} si è fermato prima di rispondere su ${new URL(url).pathname}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  throw new Error(`${name} non ha risposto su ${url} entro ${timeoutMs / 1000} s`);
}
