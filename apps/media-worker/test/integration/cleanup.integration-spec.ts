import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import type { MediaStore } from '@ricambiamo/contracts';
import { imageKeyFor, MEDIA_PATHS, MediaJobName, mediumKeyOf, QueueName, thumbnailKeyOf } from '@ricambiamo/contracts';
import { loadConfig } from '@ricambiamo/config';
import { startService } from '@ricambiamo/service-kit';
import { LocalStorage } from '@ricambiamo/storage';
import { type PrivateNatsServer, startNatsServer, startServiceProcess, testDatabaseUrl, waitFor } from '@ricambiamo/testing';
import { mediaWorkerEnv } from '../../src/config';
import { mediaWorker } from '../../src/main';
import { smallJpeg } from '../fixtures/images';

jest.setTimeout(90_000);

// A Redis database of its own: no other test's worker takes this queue's jobs.
const REDIS_URL = 'redis://127.0.0.1:6379/10';
const CATALOGUE_DATABASE = 'ricambiamo_catalogue_media_cleanup_test';
const IDENTITY_DATABASE = 'ricambiamo_identity_media_cleanup_test';
const THREE_DAYS_AGO = new Date(Date.now() - 3 * 24 * 3600 * 1000);

describe('the scheduled cleanup of images nothing references (real worker, catalogue, identity, Redis, NATS)', () => {
  let dir: string;
  let storage: LocalStorage;
  let nats: PrivateNatsServer;
  let stopCatalogue: () => Promise<void>;
  let catalogueDb: Client;
  let stopIdentity: () => Promise<void>;
  let identityDb: Client;
  let app: NestFastifyApplication;
  let queue: Queue;

  beforeAll(async () => {
    const redis = new Redis(REDIS_URL);
    await redis.flushdb();
    await redis.quit();
    dir = await mkdtemp(path.join(tmpdir(), 'media-cleanup-'));
    storage = new LocalStorage(dir);
    nats = await startNatsServer();
    stopCatalogue = await startServiceProcess('catalogue', { natsUrl: nats.url, database: CATALOGUE_DATABASE });
    catalogueDb = new Client({ connectionString: testDatabaseUrl(CATALOGUE_DATABASE) });
    await catalogueDb.connect();
    stopIdentity = await startServiceProcess('identity', { natsUrl: nats.url, database: IDENTITY_DATABASE });
    identityDb = new Client({ connectionString: testDatabaseUrl(IDENTITY_DATABASE) });
    await identityDb.connect();
    queue = new Queue(QueueName.Media, { connection: { url: REDIS_URL } });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await queue?.close();
    await catalogueDb?.end();
    await stopCatalogue?.();
    await identityDb?.end();
    await stopIdentity?.();
    await nats?.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  /** An image and its WebPs as the worker publishes them, written `at` the given time. */
  async function published(store: MediaStore, at: Date): Promise<string> {
    const key = imageKeyFor(randomUUID(), 'jpeg');
    const bytes = await smallJpeg(64, 48);
    for (const file of [thumbnailKeyOf(key), mediumKeyOf(key), key]) {
      await storage.put(MEDIA_PATHS.published(store, file), bytes);
      await utimes(path.join(dir, MEDIA_PATHS.published(store, file)), at, at);
    }
    return key;
  }

  async function incoming(at: Date): Promise<string> {
    const key = imageKeyFor(randomUUID(), 'jpeg');
    await storage.create(MEDIA_PATHS.incoming('auto-images', key), await smallJpeg(64, 48));
    await utimes(path.join(dir, MEDIA_PATHS.incoming('auto-images', key)), at, at);
    return key;
  }

  async function listingWith(immagini: string[]): Promise<void> {
    await catalogueDb.query(
      `INSERT INTO auto (id, venditore_id, marca, modello, anno, km, cv, kw, cilindrata, carburante, immagini, updated_at)
       VALUES ($1, $2, 'Fiat', 'Punto', 2008, 180000, 75, 55, 1242, 'benzina', $3, now())`,
      [randomUUID(), randomUUID(), immagini],
    );
  }

  async function sellerWithLogo(logo: string): Promise<void> {
    const id = randomUUID();
    await identityDb.query(
      `INSERT INTO users (id, email, password_hash, nome, ruolo, logo_image, updated_at) VALUES ($1, $2, 'x', 'Mario Rossi', 'venditore', $3, now())`,
      [id, `${id}@esempio.it`, logo],
    );
  }

  const stillThere = (store: MediaStore, key: string) =>
    Promise.all([key, thumbnailKeyOf(key), mediumKeyOf(key)].map((file) => storage.exists(MEDIA_PATHS.published(store, file))));

  it('removes old unreferenced images of listings and profiles with their thumbnails and leaves referenced, recent and in-flight ones', async () => {
    const orphan = await published('auto-images', THREE_DAYS_AGO);
    const onListing = await published('auto-images', THREE_DAYS_AGO);
    const recent = await published('auto-images', new Date());
    const abandoned = await incoming(THREE_DAYS_AGO);
    // Workers were down for days: its job still waits, so its original must stay for it.
    const waiting = await incoming(THREE_DAYS_AGO);
    await queue.add(MediaJobName.ProcessImage, { store: 'auto-images', key: waiting, uploaderId: randomUUID() }, { jobId: waiting, delay: 3_600_000 });
    await listingWith([recent, onListing]);
    const profileOrphan = await published('profile-images', THREE_DAYS_AGO);
    const logo = await published('profile-images', THREE_DAYS_AGO);
    await sellerWithLogo(logo);

    app = await startService(
      mediaWorker,
      loadConfig(mediaWorkerEnv, { REDIS_URL, NATS_URL: nats.url, STORAGE_DIR: dir, HTTP_PORT: '0', LOG_LEVEL: 'silent', MEDIA_CLEANUP_EVERY_SECONDS: '1' }),
    );

    await waitFor(async () => ((await stillThere('auto-images', orphan)).some(Boolean) ? undefined : true), 20_000, 200);
    // A run sweeps the published images before the originals: the abandoned one goes a moment after the orphan.
    await waitFor(async () => ((await storage.exists(MEDIA_PATHS.incoming('auto-images', abandoned))) ? undefined : true), 20_000, 200);
    expect(await stillThere('auto-images', onListing)).toEqual([true, true, true]);
    expect(await stillThere('auto-images', recent)).toEqual([true, true, true]);
    expect(await storage.exists(MEDIA_PATHS.incoming('auto-images', waiting))).toBe(true);
    await waitFor(async () => ((await stillThere('profile-images', profileOrphan)).some(Boolean) ? undefined : true), 20_000, 200);
    expect(await stillThere('profile-images', logo)).toEqual([true, true, true]);
    // One schedule in Redis however many replicas start: each tick is one job, taken by one of them.
    expect(await queue.getJobSchedulers()).toHaveLength(1);
  });
});
