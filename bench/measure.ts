/** A load run: each call's latency in ms, sorted, and the wall time of the whole run. */
export interface Misura {
  latencies: number[];
  seconds: number;
}

export interface Carico {
  warmup: number;
  iterations: number;
  concurrency: number;
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** `warmup` calls, then `iterations` calls shared by `concurrency` workers; each latency is one call of `op`. */
export async function measure(op: () => Promise<unknown>, { warmup, iterations, concurrency }: Carico): Promise<Misura> {
  for (let i = 0; i < warmup; i++) await op();
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next++ < iterations) {
      const from = performance.now();
      await op();
      latencies.push(performance.now() - from);
    }
  };
  const from = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies: latencies.sort((a, b) => a - b), seconds: (performance.now() - from) / 1000 };
}

/** Several runs as one: all their latencies, and their wall times added up. */
export const merge = (misure: Misura[]): Misura => ({
  latencies: misure.flatMap((m) => m.latencies).sort((a, b) => a - b),
  seconds: misure.reduce((s, m) => s + m.seconds, 0),
});

/**
 * Operations measured in turns, `rounds` times each, after all warmed up: each side sees the machine as the others did,
 * instead of one side getting a quieter or busier minute than another. One Misura per operation, in their order.
 */
export async function measureInTurns(
  ops: (() => Promise<unknown>)[],
  { warmup, iterations, concurrency }: Carico,
  rounds: number,
): Promise<Misura[]> {
  for (const op of ops) await measure(op, { warmup, iterations: 0, concurrency });
  const sides: Misura[][] = ops.map(() => []);
  const each = { warmup: 0, iterations: Math.ceil(iterations / rounds), concurrency };
  for (let round = 0; round < rounds; round++) {
    for (const [i, op] of ops.entries()) sides[i].push(await measure(op, each));
  }
  return sides.map(merge);
}
