import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { releaseStartupMemory } from './startup-memory';

describe('releaseStartupMemory', () => {
  const exposed = globalThis.gc;
  afterEach(() => {
    globalThis.gc = exposed;
  });

  it('does nothing in a process started without --expose-gc', () => {
    globalThis.gc = undefined;
    expect(() => releaseStartupMemory()).not.toThrow();
  });

  it('collects the garbage a start-up leaves in the old generation and gives its pages back', () => {
    // The flag the compiled apps start with, given to this test's process after the fact.
    setFlagsFromString('--expose-gc');
    globalThis.gc = runInNewContext('gc') as NodeJS.GCFunction;
    globalThis.gc({ type: 'major', execution: 'sync' });
    const before = process.memoryUsage().heapTotal;
    // About 80 MB of objects that live through a few collections (so they reach the old generation), then are dropped.
    let boot: number[][] | null = Array.from({ length: 4000 }, (_, i) => Array.from({ length: 2500 }, (_, j) => i + j + 0.5));
    globalThis.gc({ type: 'minor' });
    globalThis.gc({ type: 'minor' });
    expect(boot.length).toBe(4000);
    boot = null;
    const grown = process.memoryUsage().heapTotal;
    expect(grown - before).toBeGreaterThan(60 * 2 ** 20);

    releaseStartupMemory();

    expect(process.memoryUsage().heapTotal - before).toBeLessThan(10 * 2 ** 20);
  });
});
