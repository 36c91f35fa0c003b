import type { Readable } from 'node:stream';

/** A stored object opened for streaming to a client. */
export interface StoredObject {
  body: Readable;
  size: number;
}

/** Short name/value pairs kept with an object (S3 user metadata): lower-case names, plain ASCII values. */
export type ObjectMetadata = Record<string, string>;

/** An object as a listing names it. */
export interface ListedObject {
  path: string;
  size: number;
  /** When it was last written. */
  modified: Date;
}

/** An object's details without its bytes. */
export interface ObjectInfo {
  size: number;
  modified: Date;
  metadata: ObjectMetadata;
}

/**
 * Where uploaded files live: a local folder by default, S3-compatible object storage when configured. Paths are
 * relative, `/`-separated, made of safe segments (see `assertSafePath`); callers never pass user input unchecked.
 */
export interface Storage {
  /**
   * Writes a new object; throws StorageConflictError when the path exists, so nothing is ever overwritten. A stream is
   * written as it arrives, never held whole in memory (an import's ZIP of photos runs to gigabytes).
   */
  create(path: string, data: Buffer | Readable, contentType?: string): Promise<void>;
  /**
   * Writes or replaces an object with its metadata (none when omitted: a replaced object's metadata goes with it);
   * readers see the old or the new object, never a partial one.
   */
  put(path: string, data: Buffer, contentType?: string, metadata?: ObjectMetadata): Promise<void>;
  /** The whole object, or null when it does not exist. */
  read(path: string): Promise<Buffer | null>;
  /** The object as a stream with its size, or null when it does not exist. */
  open(path: string): Promise<StoredObject | null>;
  exists(path: string): Promise<boolean>;
  /** Size, time of the last write and metadata, or null when the object does not exist. */
  stat(path: string): Promise<ObjectInfo | null>;
  /** Every object under the folder `prefix` (its subfolders included), in no particular order. */
  list(prefix: string): AsyncIterable<ListedObject>;
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
