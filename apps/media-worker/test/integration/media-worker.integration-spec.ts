import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Job } from 'bullmq';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import type { MediaStore, ProcessImageJob } from '@ricambiamo/contracts';
import {
  imageKeyFor,
  MEDIA_JOB_DEFAULTS,
  MEDIA_PATHS,
  MediaJobName,
  mediumKeyOf,
  QueueName,
  thumbnailKeyOf,
  uploaderMetadata,
} from '@ricambiamo/contracts';
import { loadConfig } from '@ricambiamo/config';
import { startService } from '@ricambiamo/service-kit';
import { LocalStorage } from '@ricambiamo/storage';
import { type PrivateNatsServer, startNatsServer } from '@ricambiamo/testing';
import { mediaWorkerEnv } from '../../src/config';
import { mediaWorker } from '../../src/main';
import { hasGpsTag, phonePhoto, pngBomb, smallJpeg, smallPng } from '../fixtures/images';

jest.setTimeout(60_000);

// A Redis database of its own, so the queue starts empty and no other test run's jobs reach this worker.
const REDIS_URL = 'redis://127.0.0.1:6379/13';

describe('media worker', () => {
  let dir: string;
  let nats: PrivateNatsServer;
  let app: NestFastifyApplication;
  let queue: Queue<ProcessImageJob>;
  let storage: LocalStorage;
  let baseUrl: string;

  beforeAll(async () => {
    const redis = new Redis(REDIS_URL);
    await redis.flushdb();
    await redis.quit();
    dir = await mkdtemp(path.join(tmpdir(), 'media-worker-'));
    storage = new LocalStorage(dir);
    // Its own NATS, where the cleanup's question finds no other stack's catalogue.
    nats = await startNatsServer();
    app = await startService(
      mediaWorker,
      loadConfig(mediaWorkerEnv, { REDIS_URL, NATS_URL: nats.url, STORAGE_DIR: dir, HTTP_PORT: '0', LOG_LEVEL: 'silent' }),
    );
    baseUrl = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    queue = new Queue(QueueName.Media, { connection: { url: REDIS_URL } });
  });

  afterAll(async () => {
    await queue?.close();
    await app?.close();
    await nats?.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  /** What the gateway does on upload: the original under incoming/, then the job named by its key. */
  async function enqueue(store: MediaStore, key: string, bytes: Buffer): Promise<Job<ProcessImageJob>> {
    await storage.create(MEDIA_PATHS.incoming(store, key), bytes);
    return queue.add(MediaJobName.ProcessImage, { store, key, uploaderId: randomUUID() }, { jobId: key, ...MEDIA_JOB_DEFAULTS });
  }

  async function settled(key: string): Promise<Job<ProcessImageJob>> {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const state = await queue.getJobState(key);
      if (state === 'completed' || state === 'failed') return (await queue.getJob(key))!;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`job ${key} did not finish`);
  }

  it('publishes a 12 MP phone photo upright, within 1920 px, without EXIF or GPS, with a WebP thumbnail', async () => {
    const original = await phonePhoto();
    const before = await sharp(original).metadata();
    expect({ width: before.width, height: before.height, orientation: before.orientation }).toEqual({ width: 4000, height: 3000, orientation: 6 });
    expect(hasGpsTag(before.exif)).toBe(true);

    const key = imageKeyFor(randomUUID(), 'jpeg');
    await enqueue('auto-images', key, original);
    const job = await settled(key);
    expect(job.failedReason).toBeUndefined();

    const published = await sharp((await storage.read(`auto-images/${key}`))!).metadata();
    expect(published).toMatchObject({ format: 'jpeg', width: 1440, height: 1920 });
    expect(published.orientation).toBeUndefined();
    expect(published.exif).toBeUndefined();
    expect(published.xmp).toBeUndefined();

    const thumbnail = await sharp((await storage.read(`auto-images/${thumbnailKeyOf(key)}`))!).metadata();
    expect(thumbnail).toMatchObject({ format: 'webp', width: 480, height: 640 });
    const medium = await sharp((await storage.read(`auto-images/${mediumKeyOf(key)}`))!).metadata();
    expect(medium).toMatchObject({ format: 'webp', width: 960, height: 1280 });
    expect(await storage.exists(MEDIA_PATHS.incoming('auto-images', key))).toBe(false);
    // Who uploaded it stays with the image, for the listings checked against it after Redis forgets the job.
    expect((await storage.stat(`auto-images/${key}`))?.metadata).toEqual(uploaderMetadata(job.data.uploaderId));
  });

  it('keeps a small PNG a PNG at its own size, transparency included', async () => {
    const key = imageKeyFor(randomUUID(), 'png');
    await enqueue('profile-images', key, await smallPng(300, 200));
    await settled(key);
    const published = await sharp((await storage.read(`profile-images/${key}`))!).metadata();
    expect(published).toMatchObject({ format: 'png', width: 300, height: 200, hasAlpha: true });
  });

  it('ends a truncated JPEG failed after three attempts, with the bare code as reason, and keeps nothing of it', async () => {
    const whole = await smallJpeg(1200, 900);
    const key = imageKeyFor(randomUUID(), 'jpeg');
    await enqueue('auto-images', key, whole.subarray(0, Math.floor(whole.length / 2)));
    const job = await settled(key);
    expect(job.attemptsMade).toBe(3);
    expect(job.failedReason).toBe('IMAGE_UNREADABLE');
    expect(await storage.exists(`auto-images/${key}`)).toBe(false);
    expect(await storage.exists(MEDIA_PATHS.incoming('auto-images', key))).toBe(false);
  });

  it('refuses a decompression bomb from its header: one attempt, fast, memory untouched', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(5_242_880);
    const rssBefore = process.memoryUsage().rss;
    const key = imageKeyFor(randomUUID(), 'png');
    await enqueue('auto-images', key, bomb);
    const job = await settled(key);
    expect(job.failedReason).toBe('IMAGE_TOO_MANY_PIXELS');
    expect(job.attemptsMade).toBe(1);
    expect(job.finishedOn! - job.processedOn!).toBeLessThan(1000);
    // Decoding it would take 900 MB.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * 1024 * 1024);
  });

  it('fails at once when the bytes are not the type the key names', async () => {
    const key = imageKeyFor(randomUUID(), 'jpeg');
    await enqueue('profile-images', key, await smallPng());
    const job = await settled(key);
    expect(job.attemptsMade).toBe(1);
    expect(job.failedReason).toBe('IMAGE_TYPE_MISMATCH');
  });

  it('adds one job however often the same upload is enqueued', async () => {
    const key = imageKeyFor(randomUUID(), 'jpeg');
    await enqueue('auto-images', key, await smallJpeg());
    const again = await queue.add(MediaJobName.ProcessImage, { store: 'auto-images', key, uploaderId: randomUUID() }, { jobId: key });
    expect(again.id).toBe(key);
    await settled(key);
    // The cleanup's next tick waits in the queue too; no image job does.
    const pending = await queue.getJobs(['waiting', 'active', 'delayed']);
    expect(pending.map((pendingJob) => pendingJob.name)).not.toContain(MediaJobName.ProcessImage);
    expect(await storage.exists(`auto-images/${key}`)).toBe(true);
  });

  it('answers /health with Redis, storage and NATS up, and counts jobs on /metrics', async () => {
    const health = await fetch(`${baseUrl}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({
      status: 'ok',
      details: { redis: { status: 'up' }, storage: { status: 'up' }, rpc: { status: 'up' } },
    });
    const metrics = await (await fetch(`${baseUrl}/metrics`)).text();
    expect(metrics).toMatch(/media_job_duration_seconds_count\{[^}]*job="image.process"[^}]*outcome="completed"[^}]*\} [1-9]/);
    expect(metrics).toMatch(/media_jobs_failed_total\{[^}]*job="image.process"[^}]*\} 3/);
    // The queue as ops' alerts read it: the three jobs that failed for good, none waiting.
    expect(metrics).toMatch(/^media_queue_jobs\{[^}]*state="failed"[^}]*\} 3$/m);
    expect(metrics).toMatch(/^media_queue_jobs\{[^}]*state="wait"[^}]*\} 0$/m);
    expect(metrics).toMatch(/^media_queue_oldest_waiting_seconds\{[^}]*\} 0$/m);
  });

  it('finishes the job in progress before shutting down', async () => {
    const key = imageKeyFor(randomUUID(), 'jpeg');
    await enqueue('auto-images', key, await phonePhoto());
    const deadline = Date.now() + 10_000;
    while ((await queue.getJobState(key)) !== 'active' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    expect(await queue.getJobState(key)).toBe('active');
    await app.close();
    expect(await queue.getJobState(key)).toBe('completed');
    expect(await storage.exists(`auto-images/${key}`)).toBe(true);
  });
});
