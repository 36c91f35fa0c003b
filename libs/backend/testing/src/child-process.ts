import type { ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';

/**
 * Ties a process a test started to the test process: it keeps no reference that would stop Jest from exiting, and it
 * is killed when Jest exits. A server or service left running (a test that failed before stopping it) would otherwise
 * keep Jest alive and hold the output of `npm test` open for ever (docs/development.md#tests).
 */
export function tiedToTestProcess(child: ChildProcess): ChildProcess {
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  child.once('exit', () => process.off('exit', kill));
  child.unref();
  for (const stream of [child.stdout, child.stderr]) (stream as Socket | null)?.unref();
  return child;
}
