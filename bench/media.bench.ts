// The media worker (Redis queue, storage reads and writes, the image pipeline, job bookkeeping) against a bare loop
// calling the same pipeline (processImage of @ricambiamo/image-pipeline) on the same files at the same concurrency, in
// one run: the ratio is what the queue and the worker's plumbing cost on top of sharp. Starts its own worker process,
// compiled and with its runtime flags as the image runs it, on a Redis database of its own and a temporary storage
// folder; needs only Redis on 127.0.0.1:6379. `npm run bench:media`.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { appNamed, compiledAppArgs, RUNTIME } from '@ricambiamo/config';
import type { ProcessImageJob } from '@ricambiamo/contracts';
import { imageKeyFor, MEDIA_JOB_DEFAULTS, MEDIA_PATHS, MediaJobName, QueueName } from '@ricambiamo/contracts';
import { processImage } from '@ricambiamo/image-pipeline';
import { freePort } from '@ricambiamo/testing';
import { runMain } from './run-main';

const ROOT = path.resolve(__dirname, '..');
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/3';
const FILES = Number(process.env.BENCH_FILES ?? 16);
/** Rounds alternate bare and worker, and the median of each is reported, so a burst of load elsewhere on the machine skews one round, not the ratio. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** The worker's own concurrency (MEDIA_CONCURRENCY in apps/media-worker), so both sides do two images at a time. */
const CONCURRENCY = 2;

/** Phone-like photos: 12 MP, stored landscape with EXIF orientation 6 and GPS, about 2 MB of JPEG each. */
async function phonePhotos(count: number): Promise<Buffer[]> {
  const photo = await sharp({
    create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 12 } },
  })
    .jpeg({ quality: 80 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 27/1 50/1', GPSLongitudeRef: 'E', GPSLongitude: '9/1 11/1 25/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  // Distinct bytes per file (a different comment segment) so no layer can serve one from another's cache.
  return Array.from({ length: count }, (_, i) =>
    Buffer.concat([photo.subarray(0, 2), Buffer.from([0xff, 0xfe, 0x00, 0x06]), Buffer.from(i.toString().padStart(4, '0')), photo.subarray(2)]),
  );
}

/**
 * The worker's own pipeline (the three encodings of @ricambiamo/image-pipeline) with nothing around it: the bare side
 * cannot drift from what the worker does, as it did when the medium WebP joined the worker and not the loop.
 */
async function pipelineNuda(input: Buffer, outDir: string, name: string): Promise<void> {
  const { image, thumbnail, medium } = await processImage(input, 'jpeg');
  await writeFile(path.join(outDir, `${name}.jpg`), image);
  await writeFile(path.join(outDir, `${name}.thumb.webp`), thumbnail);
  await writeFile(path.join(outDir, `${name}.medium.webp`), medium);
}

async function bareLoop(files: Buffer[], outDir: string): Promise<number> {
  let next = 0;
  const from = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = next++; i < files.length; i = next++) await pipelineNuda(files[i], outDir, `bare-${i}`);
    }),
  );
  return (performance.now() - from) / 1000;
}

async function startWorker(storageDir: string) {
  const port = await freePort();
  const app = appNamed('media-worker');
  // As npm start and the image run it: the compiled script with its kind's flags, in the runtime environment this
  // bench runs under (main starts it again under it when it was not).
  const child = spawn(process.execPath, compiledAppArgs(app), {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'error', REDIS_URL, STORAGE_DIR: storageDir, HTTP_PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (!(await fetch(`http://127.0.0.1:${port}/health`).then((r) => r.ok, () => false))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('media-worker non ha risposto su /health');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

interface WorkerRun {
  seconds: number;
  /** From enqueue to completion: what an uploader waits. */
  p50: number;
  p95: number;
  /** From the worker taking the job to completion. */
  processingP50: number;
}

/** Everything enqueued at once, as a burst of uploads would be; timed until the last job completes. */
async function workerRun(queue: Queue<ProcessImageJob>, storageDir: string, files: Buffer[]): Promise<WorkerRun> {
  const keys = files.map(() => imageKeyFor(randomUUID(), 'jpeg'));
  for (const [i, key] of keys.entries()) {
    const incoming = path.join(storageDir, MEDIA_PATHS.incoming('auto-images', key));
    await mkdir(path.dirname(incoming), { recursive: true });
    await writeFile(incoming, files[i]);
  }
  const from = performance.now();
  await queue.addBulk(
    keys.map((key) => ({
      name: MediaJobName.ProcessImage,
      data: { store: 'auto-images', key, uploaderId: randomUUID() },
      opts: { jobId: key, ...MEDIA_JOB_DEFAULTS },
    })),
  );
  for (;;) {
    const counts = await queue.getJobCounts('completed', 'failed');
    if (counts.failed > 0) throw new Error(`${counts.failed} job falliti`);
    if (counts.completed === keys.length) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const seconds = (performance.now() - from) / 1000;
  const jobs = await Promise.all(keys.map((key) => queue.getJob(key)));
  const at = (values: number[], p: number) => values.sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
  const waits = jobs.map((job) => job!.finishedOn! - job!.timestamp);
  const processing = jobs.map((job) => job!.finishedOn! - job!.processedOn!);
  return { seconds, p50: at(waits, 0.5), p95: at(waits, 0.95), processingP50: at(processing, 0.5) };
}

async function main() {
  // The bare loop runs in this process: under the worker's allocator settings (libs/backend/config/src/apps.json
  // runtime.env), or libvips' allocations would differ between the two sides. Set before start-up, so the bench runs
  // itself again with them.
  if (Object.entries(RUNTIME.env).some(([name, value]) => process.env[name] !== value)) {
    const again = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      stdio: 'inherit',
      env: { ...process.env, ...RUNTIME.env },
    });
    process.exit(again.status ?? 1);
  }
  const redis = new Redis(REDIS_URL);
  await redis.flushdb();
  await redis.quit();
  const storageDir = await mkdtemp(path.join(tmpdir(), 'bench-media-'));
  const bareDir = path.join(storageDir, 'bare');
  await mkdir(bareDir);
  const queue = new Queue<ProcessImageJob>(QueueName.Media, { connection: { url: REDIS_URL } });
  const worker = await startWorker(storageDir);
  try {
    const files = await phonePhotos(FILES);
    const warmup = await phonePhotos(CONCURRENCY * 2);
    await bareLoop(warmup, bareDir);
    await workerRun(queue, storageDir, warmup);
    await queue.obliterate({ force: true });

    const bareRounds: number[] = [];
    const workerRounds: WorkerRun[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      bareRounds.push(await bareLoop(files, bareDir));
      workerRounds.push(await workerRun(queue, storageDir, files));
      await queue.obliterate({ force: true });
    }
    const median = <T>(values: T[], by: (value: T) => number) => [...values].sort((a, b) => by(a) - by(b))[Math.floor(values.length / 2)];
    const bareSeconds = median(bareRounds, (s) => s);
    const run = median(workerRounds, (r) => r.seconds);

    const megabytes = files.reduce((sum, f) => sum + f.length, 0) / 1024 / 1024;
    const bareRate = FILES / bareSeconds;
    const workerRate = FILES / run.seconds;
    console.log(
      `\n${FILES} foto da 12 MP (${megabytes.toFixed(1)} MB in tutto), ${CONCURRENCY} alla volta, mediana di ${ROUNDS} giri alternati` +
        ` dopo ${warmup.length} di riscaldamento\n`,
    );
    console.log(
      `${'pipeline nuda'.padEnd(28)} ${bareRate.toFixed(2).padStart(7)} immagini/s   ${bareSeconds.toFixed(2)} s` +
        `   per immagine ${((bareSeconds * 1000 * CONCURRENCY) / FILES).toFixed(0)} ms`,
    );
    console.log(
      `${'media worker (coda + storage)'.padEnd(28)} ${workerRate.toFixed(2).padStart(7)} immagini/s   ${run.seconds.toFixed(2)} s` +
        `   elaborazione per job p50 ${run.processingP50} ms; attesa dal caricamento p50 ${run.p50} ms, p95 ${run.p95} ms`,
    );
    console.log(`${'rapporto pipeline / worker'.padEnd(28)} ${(bareRate / workerRate).toFixed(2).padStart(7)}×\n`);
  } finally {
    await queue.close();
    await worker.stop();
    await rm(storageDir, { recursive: true, force: true });
  }
}

runMain(main);
