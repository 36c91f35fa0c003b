/**
 * Fixes the date at `istante` for what reads the clock (countdowns, "open now", the withdrawal window), while timers,
 * promises and animation frames keep running for real: the screens under test still load and update.
 */
export const fermaOrologio = (istante: string) =>
  jest.useFakeTimers({
    now: new Date(istante),
    doNotFake: [
      'nextTick',
      'setImmediate',
      'clearImmediate',
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'performance',
    ],
  });
