import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, link, mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage, StoredObject } from './storage';
import { assertSafePath, StorageConflictError } from './storage';

const isCode = (error: unknown, code: string) => (error as NodeJS.ErrnoException | null)?.code === code;

/**
 * Storage in a folder on disk. Every write goes to a temporary file first: `create` then hard-links it into place,
 * which fails when the name exists (exclusive even between processes), and `put` renames it over the old file.
 * Either way a reader never sees a half-written file.
 */
export class LocalStorage implements Storage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private resolve(relative: string): string {
    assertSafePath(relative);
    const full = path.resolve(this.root, relative);
    if (!full.startsWith(this.root + path.sep)) throw new Error(`path escapes the storage root: ${relative}`);
    return full;
  }

  private async writeTemporary(full: string, data: Buffer): Promise<string> {
    await mkdir(path.dirname(full), { recursive: true });
    const temporary = `${full}.${randomUUID()}.tmp`;
    await writeFile(temporary, data, { flag: 'wx' });
    return temporary;
  }

  async create(relative: string, data: Buffer): Promise<void> {
    const full = this.resolve(relative);
    const temporary = await this.writeTemporary(full, data);
    try {
      await link(temporary, full);
    } catch (error) {
      if (isCode(error, 'EEXIST')) throw new StorageConflictError(relative);
      throw error;
    } finally {
      await unlink(temporary);
    }
  }

  async put(relative: string, data: Buffer): Promise<void> {
    const full = this.resolve(relative);
    const temporary = await this.writeTemporary(full, data);
    try {
      await rename(temporary, full);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
  }

  async read(relative: string): Promise<Buffer | null> {
    try {
      return await readFile(this.resolve(relative));
    } catch (error) {
      if (isCode(error, 'ENOENT')) return null;
      throw error;
    }
  }

  async open(relative: string): Promise<StoredObject | null> {
    const full = this.resolve(relative);
    try {
      const info = await stat(full);
      if (!info.isFile()) return null;
      return { body: createReadStream(full), size: info.size };
    } catch (error) {
      if (isCode(error, 'ENOENT')) return null;
      throw error;
    }
  }

  async exists(relative: string): Promise<boolean> {
    try {
      await access(this.resolve(relative));
      return true;
    } catch (error) {
      if (isCode(error, 'ENOENT')) return false;
      throw error;
    }
  }

  async delete(relative: string): Promise<void> {
    try {
      await unlink(this.resolve(relative));
    } catch (error) {
      if (!isCode(error, 'ENOENT')) throw error;
    }
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root);
  }
}
