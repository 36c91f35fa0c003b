import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JwtService } from '@nestjs/jwt';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import type { Ruolo, UploadAcceptedDto, UploadStatusDto } from '@ricambiamo/contracts';
import { MAX_BYTES_UPLOAD, MediaJobName, MESSAGGI_MEDIA, QueueName, thumbnailUrl } from '@ricambiamo/contracts';
import { startNatsServer, startServiceProcess, type PrivateNatsServer } from '@ricambiamo/testing';
import { ACCESS_TOKEN } from '../../src/access/access-token';
import { createGateway } from '../../src/bootstrap';
import { type GatewayConfig, loadGatewayConfig } from '../../src/config';

jest.setTimeout(90_000);

// A Redis database of its own: the queue starts empty and no other worker takes these jobs.
const REDIS_URL = 'redis://127.0.0.1:6379/14';

/** A phone photo: 12 MP stored landscape with EXIF orientation 6 (portrait) and a GPS position, about 2 MB. */
const phonePhoto = () =>
  sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 12 } } })
    .jpeg({ quality: 80 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 27/1 50/1', GPSLongitudeRef: 'E', GPSLongitude: '9/1 11/1 25/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

const smallPng = () => sharp({ create: { width: 200, height: 200, channels: 3, background: '#0f766e' } }).png().toBuffer();

/** Declares 30000x30000 pixels (900 MB decoded) in a few kilobytes: only the header is real. */
async function pngBomb(): Promise<Buffer> {
  const png = await smallPng();
  const bomb = Buffer.from(png);
  // IHDR width and height sit at fixed offsets; the CRC is left stale, which the decoder must not even reach.
  bomb.writeUInt32BE(30_000, 16);
  bomb.writeUInt32BE(30_000, 20);
  return bomb;
}

const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert("x")</script></body></html>');
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200)]);

describe('POST /uploads, GET /uploads/:key and GET /media through the real gateway and media worker', () => {
  let nats: PrivateNatsServer;
  let storageDir: string;
  let gateway: NestFastifyApplication;
  let stopWorker: (() => Promise<void>) | undefined;
  let url: string;
  let config: GatewayConfig;

  const token = (role: Ruolo, userId = randomUUID()) =>
    new JwtService({ secret: config.JWT_SECRET }).sign(
      { role, sid: randomUUID() },
      { subject: userId, algorithm: ACCESS_TOKEN.algorithm, issuer: ACCESS_TOKEN.issuer, audience: ACCESS_TOKEN.audience, expiresIn: 600 },
    );

  function upload(bearer: string | null, bytes: Buffer, query: string, name = 'foto.jpg', type = 'image/jpeg') {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type }), name);
    return fetch(`${url}/uploads?${query}`, {
      method: 'POST',
      body: form,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    });
  }

  async function settled(bearer: string, key: string): Promise<UploadStatusDto> {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const response = await fetch(`${url}/uploads/${key}`, { headers: { authorization: `Bearer ${bearer}` } });
      const status = (await response.json()) as UploadStatusDto;
      if (status.status !== 'processing') return status;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`upload ${key} still processing`);
  }

  beforeAll(async () => {
    const redis = new Redis(REDIS_URL);
    await redis.flushdb();
    await redis.quit();
    nats = await startNatsServer();
    storageDir = await mkdtemp(join(tmpdir(), 'gateway-uploads-'));
    config = loadGatewayConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HTTP_PORT: '0',
      NATS_URL: nats.url,
      REDIS_URL,
      STORAGE_DIR: storageDir,
      RATE_LIMIT_NAMESPACE: `test:${randomUUID()}`,
    });
    gateway = await createGateway(config);
    await gateway.listen(0, '127.0.0.1');
    url = await gateway.getUrl();

    stopWorker = await startServiceProcess('media-worker', {
      natsUrl: nats.url,
      env: { LOG_LEVEL: 'error', REDIS_URL, STORAGE_DIR: storageDir },
    });
  });

  afterAll(async () => {
    await stopWorker?.();
    await gateway?.close();
    await nats?.dispose();
    await rm(storageDir, { recursive: true, force: true });
  });

  it('refuses anonymous callers and bad tokens with 401, and buyers with 403', async () => {
    const png = await smallPng();
    expect((await upload(null, png, 'store=auto-images')).status).toBe(401);
    expect((await upload('not-a-jwt', png, 'store=auto-images')).status).toBe(401);
    expect((await fetch(`${url}/uploads/${randomUUID()}.jpg`)).status).toBe(401);
    const buyer = await upload(token('acquirente'), png, 'store=auto-images');
    expect(buyer.status).toBe(403);
    expect(await buyer.json()).toMatchObject({ message: MESSAGGI_MEDIA.soloVenditori });
  });

  it('takes a 12 MP phone photo and serves it upright, within 1920 px, without GPS, with a WebP thumbnail', async () => {
    const seller = randomUUID();
    const bearer = token('venditore', seller);
    const response = await upload(bearer, await phonePhoto(), 'store=auto-images', 'IMG_0001.jpeg');
    expect(response.status).toBe(202);
    const accepted = (await response.json()) as UploadAcceptedDto;
    expect(accepted).toEqual({ key: expect.stringMatching(/^[0-9a-f-]{36}\.jpg$/), status: 'processing' });

    expect(await settled(bearer, accepted.key)).toEqual({ key: accepted.key, status: 'ready' });
    const image = await fetch(`${url}/media/auto-images/${accepted.key}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1440, height: 1920 });
    expect(metadata.exif).toBeUndefined();

    const thumbnail = await fetch(`${url}${thumbnailUrl('auto-images', accepted.key)}`);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 480 });

    // Another user learns nothing about someone else's upload.
    expect((await fetch(`${url}/uploads/${accepted.key}`, { headers: { authorization: `Bearer ${token('venditore')}` } })).status).toBe(404);
  });

  it('names a file by its bytes: a logo PNG called .jpg is stored as .png, and never over another upload', async () => {
    const bearer = token('venditore');
    const png = await smallPng();
    const first = (await (await upload(bearer, png, 'store=profile-images&kind=logo', 'logo.jpg', 'image/jpeg')).json()) as UploadAcceptedDto;
    const second = (await (await upload(bearer, png, 'store=profile-images&kind=logo', 'logo.jpg', 'image/jpeg')).json()) as UploadAcceptedDto;
    expect(first.key).toMatch(/\.png$/);
    expect(second.key).not.toBe(first.key);
    expect(await settled(bearer, first.key)).toMatchObject({ status: 'ready' });
    expect((await fetch(`${url}/media/profile-images/${first.key}`)).headers.get('content-type')).toBe('image/png');

    // Once Redis forgets the job, the published image still reads ready to its uploader only; a key never uploaded stays unknown.
    const queue = new Queue(QueueName.Media, { connection: { url: REDIS_URL } });
    await queue.remove(first.key);
    await queue.close();
    const later = await fetch(`${url}/uploads/${first.key}`, { headers: { authorization: `Bearer ${bearer}` } });
    expect(await later.json()).toEqual({ key: first.key, status: 'ready' });
    expect((await fetch(`${url}/uploads/${first.key}`, { headers: { authorization: `Bearer ${token('venditore')}` } })).status).toBe(404);
    const unknown = await fetch(`${url}/uploads/${randomUUID()}.png`, { headers: { authorization: `Bearer ${bearer}` } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: MESSAGGI_MEDIA.caricamentoNonTrovato });
  });

  it('ends failed an upload no worker has taken for too long, so the form never waits forever', async () => {
    const uploaderId = randomUUID();
    const key = `${randomUUID()}.jpg`;
    const queue = new Queue(QueueName.Media, { connection: { url: REDIS_URL } });
    // Queued longer ago than UPLOAD_STALE_SECONDS and held back, as if every worker were down.
    await queue.add(MediaJobName.ProcessImage, { store: 'auto-images', key, uploaderId }, {
      jobId: key,
      timestamp: Date.now() - (config.UPLOAD_STALE_SECONDS + 60) * 1000,
      delay: 3_600_000,
    });
    const response = await fetch(`${url}/uploads/${key}`, { headers: { authorization: `Bearer ${token('venditore', uploaderId)}` } });
    expect(await response.json()).toEqual({ key, status: 'failed', code: 'INTERNAL', message: MESSAGGI_MEDIA.erroreImmagine });
    expect(await queue.getJob(key)).toBeUndefined();
    await queue.close();
  });

  it.each([
    ['a banner that is really a PNG', 'store=profile-images&kind=banner', 'png', MESSAGGI_MEDIA.formatoBanner],
    ['an HTML page called .jpg', 'store=auto-images', 'html', MESSAGGI_MEDIA.formatoFoto],
    ['a ZIP called .jpg', 'store=auto-images', 'zip', MESSAGGI_MEDIA.formatoFoto],
    ['an HTML page as a logo', 'store=profile-images&kind=logo', 'html', MESSAGGI_MEDIA.formatoLogo],
  ])('refuses %s with 400 and the Italian message', async (_name, query, content, message) => {
    const bytes = content === 'png' ? await smallPng() : content === 'html' ? HTML : ZIP;
    const response = await upload(token('venditore'), bytes, query, 'foto.jpg', 'image/jpeg');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message });
  });

  it('refuses 5 MB + 1 byte with 413, and takes exactly 5 MB', async () => {
    const bearer = token('venditore');
    const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    const tooBig = await upload(bearer, Buffer.concat([jpegStart, Buffer.alloc(MAX_BYTES_UPLOAD + 1 - 4)]), 'store=auto-images');
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({ message: MESSAGGI_MEDIA.troppoGrande });

    // Exactly the limit is allowed in; being no real JPEG, it then ends failed with a message, not stuck processing.
    const atLimit = await upload(bearer, Buffer.concat([jpegStart, Buffer.alloc(MAX_BYTES_UPLOAD - 4)]), 'store=auto-images');
    expect(atLimit.status).toBe(202);
    const { key } = (await atLimit.json()) as UploadAcceptedDto;
    expect(await settled(bearer, key)).toEqual({ key, status: 'failed', code: 'IMAGE_UNREADABLE', message: MESSAGGI_MEDIA.immagineIllegibile });
    expect((await fetch(`${url}/media/auto-images/${key}`)).status).toBe(404);
  });

  it('ends a decompression bomb failed at once with the pixel message', async () => {
    const bearer = token('venditore');
    const response = await upload(bearer, await pngBomb(), 'store=auto-images', 'bomba.png', 'image/png');
    expect(response.status).toBe(202);
    const { key } = (await response.json()) as UploadAcceptedDto;
    const started = Date.now();
    expect(await settled(bearer, key)).toMatchObject({ status: 'failed', code: 'IMAGE_TOO_MANY_PIXELS', message: MESSAGGI_MEDIA.troppiPixel });
    // No retries with backoff (1 s, then 2 s): the first attempt is final.
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('asks where the file goes and for a file', async () => {
    const bearer = token('venditore');
    const png = await smallPng();
    for (const query of ['', 'store=profile-images', 'store=auto-images&kind=logo', 'store=../../etc']) {
      const response = await upload(bearer, png, query);
      expect({ query, status: response.status, body: await response.json() }).toMatchObject({
        query,
        status: 400,
        body: { message: MESSAGGI_MEDIA.destinazioneNonValida },
      });
    }
    const form = new FormData();
    form.append('store', 'auto-images');
    const empty = await fetch(`${url}/uploads`, { method: 'POST', body: form, headers: { authorization: `Bearer ${bearer}` } });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ message: MESSAGGI_MEDIA.fileMancante });
  });

  it('serves only published images: unknown names, other folders and traversal get 404', async () => {
    const key = `${randomUUID()}.jpg`;
    for (const path of [
      `/media/auto-images/${key}`,
      `/media/other-images/${key}`,
      `/media/incoming/auto-images/${key}`,
      '/media/auto-images/..%2F..%2Fpackage.json',
      '/media/auto-images/%2e%2e',
      '/media/..%2Fpackage.json/x',
    ]) {
      expect({ path, status: (await fetch(`${url}${path}`)).status }).toEqual({ path, status: 404 });
    }
  });
});
