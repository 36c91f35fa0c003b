import type { ChildProcess } from 'node:child_process';
import { connect as connectTcp } from 'node:net';

/**
 * Resolves once the server a test started takes connections on its port; rejects with what it printed when it exits
 * first or takes too long.
 */
export function waitForPort(name: string, port: number, proc: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  proc.stdout?.on('data', collect);
  proc.stderr?.on('data', collect);
  const failure = (why: string) => new Error(`${name} ${why} on ${port}:\n${output}`);
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (proc.exitCode !== null) return reject(failure(`exited (${proc.exitCode}) before listening`));
      const socket = connectTcp(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(failure('did not listen'));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}
