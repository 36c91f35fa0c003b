import type { ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';

/** The processes tied to this one and still running; one `exit` listener kills them all. */
const tied = new Set<ChildProcess>();
const killTied = () => {
  for (const child of tied) child.kill('SIGKILL');
};

/**
 * Ties a process a test started to the test process: it keeps no reference that would stop Jest from exiting, and it
 * is killed when Jest exits. A server or service left running (a test that failed before stopping it) would otherwise
 * keep Jest alive and hold the output of `npm test` open for ever (docs/development.md#tests). One listener for all of
 * them, there while any runs: a listener each made Node warn of a leak at every stack of a dozen processes.
 */
export function tiedToTestProcess(child: ChildProcess): ChildProcess {
  if (tied.size === 0) process.on('exit', killTied);
  tied.add(child);
  child.once('exit', () => {
    tied.delete(child);
    if (tied.size === 0) process.off('exit', killTied);
  });
  child.unref();
  for (const stream of [child.stdout, child.stderr]) (stream as Socket | null)?.unref();
  return child;
}
