import { text } from 'node:stream/consumers';
import { z } from 'zod';
import { createStorage, LocalStorage, StorageConflictError, storageEnvShape } from '../../src';
import { S3Storage } from '../../src/s3-storage';
import { startFakeS3 } from '../fixtures/fake-s3';

describe('S3Storage over HTTP with the real AWS SDK', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  let storage: S3Storage;

  beforeAll(async () => {
    // Pages of two keys, so listing a folder of three takes two requests.
    s3 = await startFakeS3('media', { pageSize: 2 });
    storage = new S3Storage({
      bucket: 'media',
      region: 'eu-south-1',
      endpoint: s3.endpoint,
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    });
  });

  afterAll(() => s3.close());

  it('creates with a conditional put and turns the 412 for an existing key into a conflict', async () => {
    await storage.create('auto-images/a.jpg', Buffer.from('first'), 'image/jpeg');
    await expect(storage.create('auto-images/a.jpg', Buffer.from('second'))).rejects.toBeInstanceOf(StorageConflictError);
    expect(s3.objects.get('auto-images/a.jpg')?.toString()).toBe('first');
  });

  it('replaces, reads, streams, deletes and answers missing keys with null or false', async () => {
    await storage.put('auto-images/b.webp', Buffer.from('old'));
    await storage.put('auto-images/b.webp', Buffer.from('new'));
    expect((await storage.read('auto-images/b.webp'))?.toString()).toBe('new');
    const opened = await storage.open('auto-images/b.webp');
    expect(opened?.size).toBe(3);
    expect(await text(opened!.body)).toBe('new');
    expect(await storage.exists('auto-images/b.webp')).toBe(true);
    await storage.delete('auto-images/b.webp');
    expect(await storage.exists('auto-images/b.webp')).toBe(false);
    expect(await storage.read('auto-images/b.webp')).toBeNull();
    expect(await storage.open('auto-images/b.webp')).toBeNull();
  });

  it('keeps metadata with an object until a put without it, and tells its size and time of writing', async () => {
    const before = Date.now() - 1000;
    await storage.put('auto-images/c.jpg', Buffer.from('image'), 'image/jpeg', { uploader: 'seller-1' });
    const info = await storage.stat('auto-images/c.jpg');
    expect(info).toMatchObject({ size: 5, metadata: { uploader: 'seller-1' } });
    expect(info!.modified.getTime()).toBeGreaterThanOrEqual(before);
    await storage.put('auto-images/c.jpg', Buffer.from('other'));
    expect((await storage.stat('auto-images/c.jpg'))?.metadata).toEqual({});
    expect(await storage.stat('auto-images/missing.jpg')).toBeNull();
  });

  it('lists a folder across pages, its subfolders included and nothing beside it', async () => {
    for (const path of ['folder/a.jpg', 'folder/b.jpg', 'folder/sub/c.jpg', 'folder-other/d.jpg', 'other/folder/e.jpg']) {
      await storage.put(path, Buffer.from(path));
    }
    const old = new Date('2020-01-01T00:00:00Z');
    s3.details.get('folder/a.jpg')!.modified = old;
    const listed = [];
    for await (const object of storage.list('folder')) listed.push(object);
    expect(listed.map((o) => o.path).sort()).toEqual(['folder/a.jpg', 'folder/b.jpg', 'folder/sub/c.jpg']);
    expect(listed.find((o) => o.path === 'folder/a.jpg')).toEqual({ path: 'folder/a.jpg', size: 12, modified: old });
  });

  it('checks the bucket and refuses unsafe keys before any request', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
    await expect(storage.read('../other-bucket/x')).rejects.toThrow(/unsafe/);
  });
});

describe('createStorage', () => {
  const fromEnv = (env: Record<string, string>) => createStorage(z.object(storageEnvShape).parse(env));

  it('uses the local folder unless a bucket is named, empty variables counting as unset', async () => {
    await expect(fromEnv({})).resolves.toBeInstanceOf(LocalStorage);
    await expect(fromEnv({ S3_BUCKET: '', S3_ENDPOINT: '' })).resolves.toBeInstanceOf(LocalStorage);
    await expect(fromEnv({ S3_BUCKET: 'media', S3_ENDPOINT: 'http://127.0.0.1:9000' })).resolves.toBeInstanceOf(S3Storage);
  });

  it('refuses half a key pair', async () => {
    await expect(fromEnv({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id' })).rejects.toThrow(/S3_SECRET_ACCESS_KEY/);
  });
});
