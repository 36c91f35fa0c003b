import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tiedToTestProcess } from './child-process';
import { freePort } from './free-port';
import { waitForPort } from './listening';

const NATS_SERVER_BIN = '/usr/sbin/nats-server';

export interface PrivateNatsServer {
  url: string;
  /** SIGKILL: the server gets no chance to flush or say goodbye. */
  kill(): Promise<void>;
  /** Starts again on the same port with the same JetStream store. */
  start(): Promise<void>;
  /** Stops the server and deletes its store. */
  dispose(): Promise<void>;
}

export interface NatsServerOptions {
  /** A configuration file (users and permissions, say); the flags for address, port and store still apply. */
  config?: string;
  /** The server's environment, for the `$VARIABLES` its configuration reads. */
  env?: Record<string, string>;
}

/**
 * A nats-server with JetStream of the test's own, on a free port with a temporary store: tests can kill and restart
 * it, and never see (or disturb) the shared server other work uses.
 */
export async function startNatsServer(options: NatsServerOptions = {}): Promise<PrivateNatsServer> {
  const port = await freePort();
  const storeDir = await mkdtemp(join(tmpdir(), 'nats-js-'));
  const args = [...(options.config ? ['-c', options.config] : []), '-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir];
  let child: ChildProcess | null = null;

  const start = async () => {
    const proc = tiedToTestProcess(spawn(NATS_SERVER_BIN, args, { stdio: ['ignore', 'ignore', 'pipe'], env: options.env }));
    child = proc;
    await waitForPort('nats-server', port, proc, 30_000);
  };
  const kill = async () => {
    const proc = child;
    child = null;
    if (!proc || proc.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      proc.once('exit', () => resolve());
      proc.kill('SIGKILL');
    });
  };

  await start();
  return {
    url: `nats://127.0.0.1:${port}`,
    kill,
    start,
    dispose: async () => {
      await kill();
      await rm(storeDir, { recursive: true, force: true });
    },
  };
}
