import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { LocalStorage } from './local-storage';
import { assertSafePath, StorageConflictError } from './storage';

describe('assertSafePath', () => {
  it.each(['auto-images/a.jpg', 'incoming/profile-images/3f2a.png', 'a'])('accepts %j', (p) => {
    expect(() => assertSafePath(p)).not.toThrow();
  });

  it.each(['../etc/passwd', 'a/../../b', '/etc/passwd', 'a//b', 'a/./b', 'a\\..\\b', '.hidden', 'a/', '', 'a/%2e%2e/b', 'a\0b'])(
    'refuses %j',
    (p) => {
      expect(() => assertSafePath(p)).toThrow(/unsafe storage path/);
    },
  );
});

describe('LocalStorage', () => {
  let root: string;
  let storage: LocalStorage;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'storage-'));
    storage = new LocalStorage(path.join(root, 'media'));
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('creates once and never overwrites, leaving no temporary file behind', async () => {
    await storage.create('store/a.jpg', Buffer.from('first'));
    await expect(storage.create('store/a.jpg', Buffer.from('second'))).rejects.toBeInstanceOf(StorageConflictError);
    expect((await storage.read('store/a.jpg'))?.toString()).toBe('first');
    expect(await readdir(path.join(root, 'media/store'))).toEqual(['a.jpg']);
  });

  it('creates from a stream as it arrives, and leaves nothing when the stream fails halfway', async () => {
    const chunks = Array.from({ length: 64 }, (_, i) => Buffer.alloc(64 * 1024, i));
    await storage.create('imports/x/foto.zip', Readable.from(chunks));
    // Buffer.equals: jest's deep equality walks a buffer byte by byte.
    expect((await storage.read('imports/x/foto.zip'))?.equals(Buffer.concat(chunks))).toBe(true);

    function* broken() {
      yield Buffer.from('start');
      throw new Error('client gone');
    }
    await expect(storage.create('imports/y/foto.zip', Readable.from(broken()))).rejects.toThrow('client gone');
    expect(await storage.exists('imports/y/foto.zip')).toBe(false);
    expect(await readdir(path.join(root, 'media/imports/y'))).toEqual([]);
  });

  it('lets exactly one of many concurrent creates of one name win', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => storage.create('store/race.png', Buffer.from(`writer ${i}`))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected' && r.reason instanceof StorageConflictError)).toHaveLength(19);
  });

  it('replaces with put, streams, deletes and answers null for missing objects', async () => {
    await storage.put('store/b.webp', Buffer.from('old'));
    await storage.put('store/b.webp', Buffer.from('new'));
    const opened = await storage.open('store/b.webp');
    expect(opened?.size).toBe(3);
    expect(await text(opened!.body)).toBe('new');
    await storage.delete('store/b.webp');
    await storage.delete('store/b.webp');
    expect(await storage.exists('store/b.webp')).toBe(false);
    expect(await storage.read('store/b.webp')).toBeNull();
    expect(await storage.open('store/b.webp')).toBeNull();
  });

  it('keeps metadata with an object until a put without it or its removal, and never lists it', async () => {
    await storage.put('store/c.jpg', Buffer.from('image'), 'image/jpeg', { uploader: 'seller-1' });
    expect(await storage.stat('store/c.jpg')).toEqual({ size: 5, modified: expect.any(Date), metadata: { uploader: 'seller-1' } });
    await storage.put('store/c.jpg', Buffer.from('other'));
    expect((await storage.stat('store/c.jpg'))?.metadata).toEqual({});
    await storage.put('store/c.jpg', Buffer.from('image'), 'image/jpeg', { uploader: 'seller-2' });
    await storage.delete('store/c.jpg');
    expect(await storage.stat('store/c.jpg')).toBeNull();
    await storage.create('store/c.jpg', Buffer.from('new'));
    expect((await storage.stat('store/c.jpg'))?.metadata).toEqual({});
  });

  it('lists a folder with its subfolders, with sizes and times, and no temporary or metadata file', async () => {
    await storage.put('folder/a.jpg', Buffer.from('aa'), 'image/jpeg', { uploader: 'x' });
    await storage.create('folder/sub/b.jpg', Buffer.from('bbb'));
    await storage.put('folder-other/c.jpg', Buffer.from('c'));
    await writeFile(path.join(root, 'media/folder/.a.jpg.123.tmp'), 'half');
    const old = new Date('2020-01-01T00:00:00Z');
    await utimes(path.join(root, 'media/folder/a.jpg'), old, old);
    const listed = [];
    for await (const object of storage.list('folder')) listed.push(object);
    expect(listed.sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: 'folder/a.jpg', size: 2, modified: old },
      { path: 'folder/sub/b.jpg', size: 3, modified: expect.any(Date) },
    ]);
    for await (const object of storage.list('missing')) throw new Error(`listed ${object.path} in a missing folder`);
  });

  it('never reads outside its root', async () => {
    await writeFile(path.join(root, 'secret.txt'), 'secret');
    await expect(storage.read('../secret.txt')).rejects.toThrow(/unsafe/);
    await expect(storage.open('store/../../secret.txt')).rejects.toThrow(/unsafe/);
  });
});
