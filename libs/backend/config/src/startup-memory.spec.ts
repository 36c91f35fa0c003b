import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { releaseStartupMemory, SETTLED_AFTER_MS } from './startup-memory';

describe('releaseStartupMemory', () => {
  const exposed = globalThis.gc;
  afterEach(() => {
    globalThis.gc = exposed;
    jest.useRealTimers();
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

  it('collects once more when the app has settled', () => {
    jest.useFakeTimers();
    const gc = jest.fn();
    globalThis.gc = gc;

    releaseStartupMemory();
    expect(gc).toHaveBeenCalledTimes(1);
    expect(gc).toHaveBeenCalledWith({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    expect(jest.getTimerCount()).toBe(1);

    jest.advanceTimersByTime(SETTLED_AFTER_MS - 1);
    expect(gc).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(gc).toHaveBeenCalledTimes(2);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('keeps no process alive for the later collection', () => {
    globalThis.gc = jest.fn();
    const timers = jest.spyOn(globalThis, 'setTimeout');
    try {
      releaseStartupMemory();
      const timer = timers.mock.results[0]?.value as NodeJS.Timeout;
      expect(timer.hasRef()).toBe(false);
      clearTimeout(timer);
    } finally {
      timers.mockRestore();
    }
  });
});
