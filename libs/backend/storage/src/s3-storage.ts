import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { ListedObject, ObjectInfo, ObjectMetadata, Storage, StoredObject } from './storage';
import { assertSafePath, StorageConflictError } from './storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, Ceph…); they are addressed path-style. Unset means AWS itself. */
  endpoint?: string;
  /** Unset: the SDK's default chain (environment, IAM role of the pod). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);
const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || statusOf(error) === 404);

/** S3 always sends it; were it missing, the object counts as just written, so the cleanup keeps it. */
const modifiedOf = (date: Date | undefined) => date ?? new Date();

/**
 * Storage in an S3 bucket, for deployments where replicas share no disk. `create` is a conditional put
 * (`If-None-Match: *`): the service refuses it when the key exists, so even two replicas racing cannot overwrite.
 */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.endpoint !== undefined,
      credentials: options.credentials,
    });
  }

  async create(path: string, data: Buffer | Readable, contentType?: string): Promise<void> {
    assertSafePath(path);
    if (!Buffer.isBuffer(data)) return this.createFromStream(path, data, contentType);
    try {
      await this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: path, Body: data, ContentType: contentType, IfNoneMatch: '*' }),
      );
    } catch (error) {
      // 412: the key exists; 409: another conditional write to it is in flight.
      if (statusOf(error) === 412 || statusOf(error) === 409) throw new StorageConflictError(path);
      throw error;
    }
  }
  /**
   * A stream of unknown length goes up as a multipart upload, part by part. A multipart upload cannot be made
   * conditional like a single put, so the key is checked first: streams are written under fresh names (an import's
   * files under its own id), where nothing races for the key.
   */
  private async createFromStream(path: string, body: Readable, contentType?: string): Promise<void> {
    if (await this.exists(path)) throw new StorageConflictError(path);
    await new Upload({ client: this.client, params: { Bucket: this.bucket, Key: path, Body: body, ContentType: contentType } }).done();
  }


  async put(path: string, data: Buffer, contentType?: string, metadata?: ObjectMetadata): Promise<void> {
    assertSafePath(path);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: path, Body: data, ContentType: contentType, Metadata: metadata }),
    );
  }

  async read(path: string): Promise<Buffer | null> {
    assertSafePath(path);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: path }));
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async open(path: string): Promise<StoredObject | null> {
    assertSafePath(path);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: path }));
      if (!object.Body) return null;
      // In Node the SDK's body is the HTTP response stream.
      return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(path: string): Promise<boolean> {
    assertSafePath(path);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: path }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async stat(path: string): Promise<ObjectInfo | null> {
    assertSafePath(path);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: path }));
      return { size: head.ContentLength ?? 0, modified: modifiedOf(head.LastModified), metadata: head.Metadata ?? {} };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    assertSafePath(prefix);
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket, Prefix: `${prefix}/` })) {
      for (const object of page.Contents ?? []) {
        if (object.Key === undefined) continue;
        yield { path: object.Key, size: object.Size ?? 0, modified: modifiedOf(object.LastModified) };
      }
    }
  }

  async delete(path: string): Promise<void> {
    assertSafePath(path);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: path }));
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }
}
