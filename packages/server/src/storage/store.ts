import type { Readable } from 'node:stream';
import { uploadTypes } from '@rimba/core';
import type { StorageConfig } from '../config.js';

/** What is stored of a file besides its bytes. */
export interface StoredFile {
  size: number;
  contentType: string;
}

/** A stored file being read: all of it, or the bytes `start` to `end` (both included). */
export interface FileRead extends StoredFile {
  body: Readable;
}

export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files are kept, each under a flat name such as `3f…a9.png`. Every method answers for a
 * missing file without throwing: stat and get with null, delete with nothing to do.
 */
export interface FileStore {
  /** The store as an operator knows it, for messages: a folder, or a bucket at an address. */
  readonly description: string;
  /** Makes sure the store can be reached and written to; throws a StorageError that says why not. */
  check(): Promise<void>;
  put(name: string, body: Buffer, contentType: string): Promise<void>;
  stat(name: string): Promise<StoredFile | null>;
  get(name: string, range?: ByteRange): Promise<FileRead | null>;
  delete(name: string): Promise<void>;
  /** Every stored file's name, in no set order (a backup reads them all). */
  list(): AsyncIterable<string>;
  close(): Promise<void>;
}

export class StorageError extends Error {}

/**
 * A name the stores keep files under: letters, digits, dots, hyphens and underscores, no leading dot, so
 * a name can never leave the uploads folder or the bucket.
 */
export function isStoredName(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/.test(name) && !name.includes('..');
}

/** The stored name of an uploaded file's URL (`/uploads/{name}`), or null for any other URL. */
export function storedNameOf(url: string): string | null {
  const name = url.startsWith('/uploads/') ? url.slice('/uploads/'.length) : '';
  return isStoredName(name) ? name : null;
}

const typesByExtension = new Map<string, string>([
  ...uploadTypes.map((t): [string, string] => [t.ext, t.mime]),
  ['jpeg', 'image/jpeg'],
  // The demo pictures are drawn as SVG; uploads never are.
  ['svg', 'image/svg+xml'],
]);

/** The content type of a stored name, by its extension (the server chose it from the file's bytes). */
export function contentTypeOf(name: string): string {
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return typesByExtension.get(ext) ?? 'application/octet-stream';
}

/**
 * The configured store, checked: a start with an unreachable bucket or an unwritable folder fails with
 * a StorageError that names it. The S3 client is loaded only when a bucket is configured.
 */
export async function openStore(config: StorageConfig): Promise<FileStore> {
  let store: FileStore;
  if (config.kind === 's3') {
    const { S3Store } = await import('./s3.js');
    store = await S3Store.open(config);
  } else {
    const { LocalStore } = await import('./local.js');
    store = new LocalStore(config.dir);
  }
  await store.check();
  return store;
}
