import type { Readable } from 'node:stream';

/** A stored object opened for streaming to a client. */
export interface StoredObject {
  body: Readable;
  size: number;
}

/**
 * Where uploaded files live: a local folder by default, S3-compatible object storage when configured. Paths are
 * relative, `/`-separated, made of safe segments (see `assertSafePath`); callers never pass user input unchecked.
 */
export interface Storage {
  /** Writes a new object; throws StorageConflictError when the path exists, so nothing is ever overwritten. */
  create(path: string, data: Buffer, contentType?: string): Promise<void>;
  /** Writes or replaces an object; readers see the old or the new bytes, never a partial file. */
  put(path: string, data: Buffer, contentType?: string): Promise<void>;
  /** The whole object, or null when it does not exist. */
  read(path: string): Promise<Buffer | null>;
  /** The object as a stream with its size, or null when it does not exist. */
  open(path: string): Promise<StoredObject | null>;
  exists(path: string): Promise<boolean>;
  /** Removes the object; removing a missing one is not an error. */
  delete(path: string): Promise<void>;
  /** Resolves when the storage answers; for readiness checks. */
  check(): Promise<void>;
}

export class StorageConflictError extends Error {
  constructor(readonly path: string) {
    super(`object exists: ${path}`);
    this.name = 'StorageConflictError';
  }
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * Refuses anything but plain relative paths of safe segments: no `..`, no absolute paths, no backslashes, no empty
 * segments, no hidden names. Both implementations call it, so a bug upstream cannot reach outside the storage root.
 */
export function assertSafePath(path: string): void {
  const segments = path.split('/');
  const safe = path.length > 0 && path.length <= 512 && segments.every((s) => SEGMENT.test(s) && s !== '..' && s !== '.');
  if (!safe) throw new Error(`unsafe storage path: ${JSON.stringify(path)}`);
}

/** Nest injection token for the app's Storage. */
export const STORAGE = Symbol('STORAGE');
