import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's own keys: it checks request signatures against them. */
export const s3Keys = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3Server {
  url: string;
  client: S3Client;
  /** A new empty bucket, and the environment that makes Rimba store its files there. */
  bucket: (name: string) => Promise<Record<string, string>>;
  /** Whether an object is in a bucket, asked of the S3 server itself. */
  has: (bucket: string, key: string) => Promise<boolean>;
  close: () => Promise<void>;
}

/** A real S3-compatible server (s3rver) on a loopback port, keeping its objects in a temporary folder. */
export async function startS3(): Promise<S3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'rimba-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const url = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint: url,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: s3Keys,
  });
  return {
    url,
    client,
    bucket: async (name) => {
      await client.send(new CreateBucketCommand({ Bucket: name }));
      return {
        S3_URL: url,
        S3_BUCKET: name,
        S3_ACCESS_KEY_ID: s3Keys.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3Keys.secretAccessKey,
      };
    },
    has: async (bucket, key) => {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) {
          return false;
        }
        throw error;
      }
    },
    close: async () => {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
