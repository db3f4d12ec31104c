import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config.js';
import {
  type ByteRange,
  type FileRead,
  type FileStore,
  isStoredName,
  StorageError,
  type StoredFile,
} from './store.js';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;
type Sdk = typeof import('@aws-sdk/client-s3');

/** The HTTP status an S3 call failed with, when the store answered at all. */
const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/**
 * Objects in one bucket of an S3-compatible store (AWS S3, MinIO, Garage, Ceph, R2…), addressed by path
 * so any endpoint works without bucket subdomains. Each object keeps the content type it was stored with.
 */
export class S3Store implements FileStore {
  readonly description: string;
  private readonly client: S3Client;
  private readonly bucket: string;

  /** A store on the bucket; the AWS SDK is loaded only now, so a server on local disk never loads it. */
  static async open(config: S3Config): Promise<S3Store> {
    return new S3Store(config, await import('@aws-sdk/client-s3'));
  }

  private constructor(
    config: S3Config,
    private readonly sdk: Sdk,
  ) {
    this.bucket = config.bucket;
    this.description = `the bucket "${config.bucket}" at ${config.url}`;
    this.client = new sdk.S3Client({
      endpoint: config.url,
      region: config.region,
      forcePathStyle: true,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Checksums only where S3 requires them: many S3-compatible stores reject the newer defaults.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new this.sdk.HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const status = statusOf(error);
      const reason =
        status === 404
          ? 'the bucket does not exist'
          : status === 403 || status === 401
            ? 'access is denied (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)'
            : (error as Error).message || (error as Error).name;
      throw new StorageError(`Uploads cannot be stored in ${this.description}: ${reason}`);
    }
  }

  async put(name: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new this.sdk.PutObjectCommand({ Bucket: this.bucket, Key: name, Body: body, ContentType: contentType }),
    );
  }

  async stat(name: string): Promise<StoredFile | null> {
    try {
      const head = await this.client.send(new this.sdk.HeadObjectCommand({ Bucket: this.bucket, Key: name }));
      return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  async get(name: string, range?: ByteRange): Promise<FileRead | null> {
    try {
      const object = await this.client.send(
        new this.sdk.GetObjectCommand({
          Bucket: this.bucket,
          Key: name,
          Range: range && `bytes=${range.start}-${range.end}`,
        }),
      );
      return {
        body: object.Body as Readable,
        size: object.ContentLength ?? 0,
        contentType: object.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    // S3 answers a delete of a missing key as done.
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: name }));
  }

  async *list(): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new this.sdk.ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key && isStoredName(object.Key)) yield object.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
