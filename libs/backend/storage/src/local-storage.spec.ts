import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

  it('never reads outside its root', async () => {
    await writeFile(path.join(root, 'secret.txt'), 'secret');
    await expect(storage.read('../secret.txt')).rejects.toThrow(/unsafe/);
    await expect(storage.open('store/../../secret.txt')).rejects.toThrow(/unsafe/);
  });
});
