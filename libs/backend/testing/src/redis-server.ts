import { spawn } from 'node:child_process';
import { tiedToTestProcess } from './child-process';
import { freePort } from './free-port';
import { waitForPort } from './listening';

const REDIS_SERVER_BIN = '/usr/bin/redis-server';

export interface PrivateRedisServer {
  url: string;
  dispose(): Promise<void>;
}

/**
 * A redis-server of the test's own on a free port, keeping nothing on disk: a test may pause it or kill its clients
 * (CLIENT PAUSE, CLIENT KILL) without stalling the tests that run beside it on the shared server.
 */
export async function startRedisServer(): Promise<PrivateRedisServer> {
  const port = await freePort();
  const args = ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'];
  const proc = tiedToTestProcess(spawn(REDIS_SERVER_BIN, args, { stdio: ['ignore', 'pipe', 'pipe'] }));
  await waitForPort('redis-server', port, proc, 30_000);
  return {
    url: `redis://127.0.0.1:${port}`,
    dispose: () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null) return resolve();
        proc.once('exit', () => resolve());
        proc.kill('SIGKILL');
      }),
  };
}
