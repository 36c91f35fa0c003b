import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Job } from 'bullmq';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { imageKeyFor, MEDIA_JOB_DEFAULTS, MEDIA_PATHS, MediaJobName, QueueName } from '@ricambiamo/contracts';
import { loadConfig } from '@ricambiamo/config';
import { startService } from '@ricambiamo/service-kit';
import { LocalStorage } from '@ricambiamo/storage';
import { type PrivateNatsServer, RawHttpConnection, startNatsServer, timeToClose, waitFor } from '@ricambiamo/testing';
import { mediaWorkerEnv } from '../../src/config';
import { mediaWorker } from '../../src/main';
import { phonePhoto } from '../fixtures/images';

// A Redis database of its own: no other test's worker takes this queue's jobs.
const REDIS_URL = 'redis://127.0.0.1:6379/12';
const THREE_DAYS_AGO = new Date(Date.now() - 3 * 24 * 3600 * 1000);
/** Originals whose job is long gone: the cleanup asks Redis about each one, so a run over all of them takes a while. */
const ORPHANS = 20_000;

describe('closing the media worker under load', () => {
  let dir: string;
  let nats: PrivateNatsServer;
  let queue: Queue<unknown, unknown, MediaJobName>;

  beforeAll(async () => {
    const redis = new Redis(REDIS_URL);
    await redis.flushdb();
    await redis.quit();
    dir = await mkdtemp(path.join(tmpdir(), 'media-shutdown-'));
    nats = await startNatsServer();
    queue = new Queue(QueueName.Media, { connection: { url: REDIS_URL } });
  });

  afterAll(async () => {
    await queue?.close();
    await nats?.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  const orphansFolder = () => path.join(dir, MEDIA_PATHS.incomingFolder('auto-images'));

  async function writeOrphans(): Promise<void> {
    await mkdir(orphansFolder(), { recursive: true });
    for (let i = 0; i < ORPHANS; i += 500) {
      await Promise.all(
        Array.from({ length: 500 }, async () => {
          const file = path.join(orphansFolder(), imageKeyFor(randomUUID(), 'jpeg'));
          await writeFile(file, 'x');
          await utimes(file, THREE_DAYS_AGO, THREE_DAYS_AGO);
        }),
      );
    }
  }

  async function active(job: Job): Promise<void> {
    while ((await job.getState()) !== 'active') await new Promise((resolve) => setTimeout(resolve, 5));
  }

  it('closes within 5 s: the photo in hand is published, the cleanup stops where it is, a stalled scrape is cut', async () => {
    await writeOrphans();
    const app = await startService(
      mediaWorker,
      loadConfig(mediaWorkerEnv, { REDIS_URL, NATS_URL: nats.url, STORAGE_DIR: dir, HTTP_PORT: '0', LOG_LEVEL: 'silent' }),
    );
    const health = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    const stalled = await RawHttpConnection.open(health);
    let closed: Promise<void> | null = null;
    try {
      // Prometheus' keep-alive connection, and a scrape stalled in its headers.
      await (await fetch(`${health}/metrics`)).text();
      stalled.write('GET /metrics HTTP/1.1\r\nHost: media-worker\r\n');
      // The cleanup run the schedule starts with, and a phone photo beside it (two jobs at a time).
      const key = imageKeyFor(randomUUID(), 'jpeg');
      await new LocalStorage(dir).create(MEDIA_PATHS.incoming('auto-images', key), await phonePhoto());
      const photo = await queue.add(MediaJobName.ProcessImage, { store: 'auto-images', key, uploaderId: randomUUID() }, { jobId: key, ...MEDIA_JOB_DEFAULTS });
      await active(photo);
      // The cleanup under way: taken by the worker (it may be a moment after the photo), and removing files.
      const cleanup = await waitFor(async () => (await queue.getActive()).find((job) => job.name === MediaJobName.CleanupImages), 10_000, 5);
      while ((await readdir(orphansFolder())).length >= ORPHANS) await new Promise((resolve) => setTimeout(resolve, 10));

      closed = app.close();
      const closedInMs = await timeToClose(() => closed!);

      expect(closedInMs).toBeLessThan(5000);
      expect(await photo.getState()).toBe('completed');
      // A cleanup stopped at shutdown is a run cut short, which the next one finishes: not a failure to count.
      expect(await cleanup.getState()).toBe('completed');
      const left = (await readdir(orphansFolder())).length;
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThan(ORPHANS);
      await stalled.closed;
    } finally {
      stalled.destroy();
      await (closed ?? app.close());
    }
  }, 120_000);
});
