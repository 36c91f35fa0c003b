import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { createReadStream } from 'node:fs';
import { access, link, mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ListedObject, ObjectInfo, ObjectMetadata, Storage, StoredObject } from './storage';
import { assertSafePath, StorageConflictError } from './storage';

const isCode = (error: unknown, code: string) => (error as NodeJS.ErrnoException | null)?.code === code;

/**
 * Names starting with a dot are never objects (assertSafePath refuses them), so temporary files and the metadata
 * folder can live in the same tree without a caller ever reaching them.
 */
const METADATA_FOLDER = '.metadata';
const isHidden = (name: string) => name.startsWith('.');

/**
 * Storage in a folder on disk. Every write goes to a temporary file first: `create` then hard-links it into place,
 * which fails when the name exists (exclusive even between processes), and `put` renames it over the old file.
 * Either way a reader never sees a half-written file. An object's metadata is a JSON file under `.metadata/`, written
 * before the object appears and removed before it goes, so an object never shows metadata that is not its own.
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

  private metadataFile(relative: string): string {
    return path.join(this.root, METADATA_FOLDER, `${relative}.json`);
  }

  private async writeTemporary(full: string, data: Buffer | string | Readable): Promise<string> {
    await mkdir(path.dirname(full), { recursive: true });
    const temporary = path.join(path.dirname(full), `.${path.basename(full)}.${randomUUID()}.tmp`);
    try {
      await writeFile(temporary, data, { flag: 'wx' });
    } catch (error) {
      // A stream that failed halfway (a client gone, a size limit) leaves no partial file behind.
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
    return temporary;
  }

  private async replace(full: string, data: Buffer | string): Promise<void> {
    const temporary = await this.writeTemporary(full, data);
    try {
      await rename(temporary, full);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
  }

  private async unlinkIfPresent(full: string): Promise<void> {
    try {
      await unlink(full);
    } catch (error) {
      if (!isCode(error, 'ENOENT')) throw error;
    }
  }

  async create(relative: string, data: Buffer | Readable): Promise<void> {
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

  async put(relative: string, data: Buffer, _contentType?: string, metadata?: ObjectMetadata): Promise<void> {
    const full = this.resolve(relative);
    if (metadata && Object.keys(metadata).length > 0) await this.replace(this.metadataFile(relative), JSON.stringify(metadata));
    else await this.unlinkIfPresent(this.metadataFile(relative));
    await this.replace(full, data);
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

  async stat(relative: string): Promise<ObjectInfo | null> {
    let info;
    try {
      info = await stat(this.resolve(relative));
    } catch (error) {
      if (isCode(error, 'ENOENT')) return null;
      throw error;
    }
    if (!info.isFile()) return null;
    let metadata: ObjectMetadata = {};
    try {
      metadata = JSON.parse(await readFile(this.metadataFile(relative), 'utf8')) as ObjectMetadata;
    } catch (error) {
      if (!isCode(error, 'ENOENT')) throw error;
    }
    return { size: info.size, modified: new Date(info.mtimeMs), metadata };
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    const folder = this.resolve(prefix);
    let entries;
    try {
      entries = await readdir(folder, { recursive: true, withFileTypes: true });
    } catch (error) {
      if (isCode(error, 'ENOENT')) return;
      throw error;
    }
    for (const entry of entries) {
      if (!entry.isFile() || isHidden(entry.name)) continue;
      const relative = path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      let info;
      try {
        info = await stat(path.join(entry.parentPath, entry.name));
      } catch (error) {
        // Removed since the folder was read.
        if (isCode(error, 'ENOENT')) continue;
        throw error;
      }
      yield { path: relative, size: info.size, modified: new Date(info.mtimeMs) };
    }
  }

  async delete(relative: string): Promise<void> {
    const full = this.resolve(relative);
    await this.unlinkIfPresent(this.metadataFile(relative));
    await this.unlinkIfPresent(full);
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root);
  }
}
