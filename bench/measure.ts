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
