import { randomBytes } from 'node:crypto';
import { access, constants, mkdir, open, opendir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type ByteRange,
  contentTypeOf,
  type FileRead,
  type FileStore,
  isStoredName,
  StorageError,
  type StoredFile,
} from './store.js';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files in a folder of this machine (`DATA_DIR/uploads`); the content type follows the name. */
export class LocalStore implements FileStore {
  readonly description: string;

  constructor(private readonly dir: string) {
    this.description = `the folder ${dir}`;
  }

  async check(): Promise<void> {
    try {
      await mkdir(this.dir, { recursive: true });
      await access(this.dir, constants.W_OK);
    } catch (error) {
      throw new StorageError(`Uploads cannot be stored in ${this.dir}: ${(error as Error).message}`);
    }
  }

  private file(name: string): string {
    return path.join(this.dir, name);
  }

  async put(name: string, body: Buffer): Promise<void> {
    // Written aside and renamed, so a reader never sees half a file.
    const partial = this.file(`.${name}.${randomBytes(6).toString('hex')}.part`);
    await writeFile(partial, body, { flag: 'wx' });
    await rename(partial, this.file(name));
  }

  async stat(name: string): Promise<StoredFile | null> {
    try {
      const found = await stat(this.file(name));
      return found.isFile() ? { size: found.size, contentType: contentTypeOf(name) } : null;
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async get(name: string, range?: ByteRange): Promise<FileRead | null> {
    let handle: Awaited<ReturnType<typeof open>>;
    try {
      handle = await open(this.file(name), 'r');
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
    const { size } = await handle.stat();
    const body = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    return { body, size: range ? range.end - range.start + 1 : size, contentType: contentTypeOf(name) };
  }

  async delete(name: string): Promise<void> {
    await rm(this.file(name), { force: true });
  }

  async *list(): AsyncIterable<string> {
    let dir: Awaited<ReturnType<typeof opendir>>;
    try {
      dir = await opendir(this.dir);
    } catch (error) {
      if (missing(error)) return;
      throw error;
    }
    // Files being written (`.name.part`) are not yet stored files.
    for await (const entry of dir) if (entry.isFile() && isStoredName(entry.name)) yield entry.name;
  }

  async close(): Promise<void> {}
}
