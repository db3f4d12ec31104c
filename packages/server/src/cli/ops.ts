import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { DatabaseInUseError, openDatabase } from '../db/connection.js';
import { writeBackup } from '../ops/backup.js';
import { backupFileName, type ProgressEvent, RestoreError } from '../ops/format.js';
import { restoreBackup } from '../ops/restore.js';
import { type FileStore, openStore, StorageError } from '../storage/store.js';

const usage = `Usage:
  npm run backup -- [--out FILE] [--server URL]
  npm run restore -- FILE [--replace]

backup   writes every table of the configured database (DATABASE_URL, or the embedded one in DATA_DIR)
         and every stored file (DATA_DIR/uploads, or the S3 bucket) to one gzipped tar archive, with
         manifest.json (when, from what, schema, row counts) first and checksums.json last. On
         PostgreSQL it runs beside serving instances and reads one snapshot; the embedded database is
         its server's own, so while that server runs the server takes the backup (BACKUP_TOKEN).
  --out FILE   where to write it (default: rimba-backup-{date}-{time}.tar.gz here)
  --server URL ask the server running at URL for it (GET /api/backup, with BACKUP_TOKEN); on the
               embedded database the backup does so by itself when its server runs and BACKUP_TOKEN is set

restore  loads such an archive into the configured database and store, in one transaction, checking
         every row count and checksum; a backup of the embedded database restores onto PostgreSQL and
         back. It refuses a backup of a newer Rimba, and a database or store that is not empty.
  --replace    replace the content of a database and store that are not empty (stop the servers first)`;

class UsageError extends Error {}
/** A running server could not take the backup; the message says why. */
class ServerError extends Error {}

const number = (n: number) => n.toLocaleString('en');
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Tells how far it got on stderr: one line rewritten on a terminal, a line now and then in a log. */
function progressPrinter(): { report: (event: ProgressEvent) => void; end: () => void } {
  const tty = process.stderr.isTTY;
  let last = '';
  let lastLogged = 0;
  const write = (line: string, final: boolean) => {
    if (tty) process.stderr.write(`\r${line.padEnd(last.length)}`);
    else if (final || Date.now() - lastLogged > 5000) {
      process.stderr.write(`${line}\n`);
      lastLogged = Date.now();
    }
    last = line;
  };
  let current = '';
  return {
    report(event) {
      const key = `${event.step}:${event.step === 'table' ? event.name : ''}`;
      if (key !== current && last && tty) process.stderr.write('\n');
      current = key;
      const share = event.total ? ` (${Math.floor((100 * event.done) / event.total)}%)` : '';
      const line =
        event.step === 'table'
          ? `  ${event.name}: ${number(event.done)} / ${number(event.total)} rows${share}`
          : `  files: ${number(event.done)} / ${number(event.total)}${share}`;
      write(line, event.done === event.total);
    },
    end() {
      if (tty && last) process.stderr.write('\n');
      last = '';
    },
  };
}

async function backup(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    options: { out: { type: 'string' }, server: { type: 'string' } },
    allowPositionals: true,
  });
  if (positionals.length) throw new UsageError(`Unexpected argument: ${positionals[0]}`);
  const out = path.resolve(values.out ?? backupFileName(new Date()));
  const config = loadConfig();
  const partial = `${out}.partial`;
  if (values.server !== undefined) return backupThroughServer(values.server, config.backupToken, out);
  let opened: Awaited<ReturnType<typeof openDatabase>>;
  try {
    opened = await openDatabase(config);
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    // The embedded database is the running server's: it takes the backup itself.
    if (config.backupToken)
      return backupThroughServer(`http://127.0.0.1:${config.port}`, config.backupToken, out);
    throw new DatabaseInUseError(
      `${error.message} Or set BACKUP_TOKEN for the server and here: the running server then takes the backup.`,
    );
  }
  const { db, kind, close } = opened;
  const started = performance.now();
  const printer = progressPrinter();
  let store: FileStore | undefined;
  try {
    store = await openStore(config.storage);
    const where = kind === 'pglite' ? `the embedded database in ${config.dataDir}` : 'PostgreSQL';
    process.stderr.write(`Backing up ${where} and ${store.description} to ${out} …\n`);
    // Written aside and renamed, so that a backup that fails leaves no archive that looks whole.
    const { manifest, checksums } = await writeBackup(
      db,
      kind,
      store,
      createWriteStream(partial),
      printer.report,
    );
    printer.end();
    await rename(partial, out);
    const rows = Object.values(manifest.tables).reduce((sum, t) => sum + t.rows, 0);
    const fileBytes = Object.values(checksums.files).reduce((sum, f) => sum + f.bytes, 0);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Backed up ${number(rows)} rows in ${Object.keys(manifest.tables).length} tables and ${number(
        Object.keys(checksums.files).length,
      )} files (${megabytes(fileBytes)}) in ${seconds.toFixed(1)} s: ${out} (${megabytes((await stat(out)).size)}).`,
    );
    if (checksums.missing.length)
      console.log(`  ${checksums.missing.length} files were removed while the backup ran and are not in it.`);
  } catch (error) {
    printer.end();
    await rm(partial, { force: true });
    throw error;
  } finally {
    await close();
    await store?.close();
  }
}

/** Asks a running server for the backup (`GET /api/backup`, with BACKUP_TOKEN) and keeps it in `out`. */
async function backupThroughServer(server: string, token: string | undefined, out: string): Promise<void> {
  if (!token) throw new UsageError("Set BACKUP_TOKEN to the server's to back up through it");
  let url: URL;
  try {
    url = new URL('/api/backup', server);
  } catch {
    throw new UsageError(
      `--server must be the server's address, such as http://127.0.0.1:3000 (got ${server})`,
    );
  }
  const partial = `${out}.partial`;
  const started = performance.now();
  process.stderr.write(`Backing up through the server at ${url.origin} to ${out} …\n`);
  try {
    let response: Response;
    try {
      response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    } catch (error) {
      throw new ServerError(`The server at ${url.origin} cannot be reached (${(error as Error).message})`);
    }
    if (!response.ok || !response.body) {
      const answer = (await response.json().catch(() => ({}))) as { message?: string };
      throw new ServerError(
        `The server answered ${response.status}: ${answer.message ?? response.statusText}`,
      );
    }
    let bytes = 0;
    let shown = 0;
    const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>);
    body.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      // How much has come, on a terminal, each megabyte.
      if (process.stderr.isTTY && bytes - shown >= 1024 * 1024) {
        shown = bytes;
        process.stderr.write(`\r  received ${megabytes(bytes)}`);
      }
    });
    try {
      await pipeline(body, createWriteStream(partial));
    } catch (error) {
      throw new ServerError(`The backup broke off after ${megabytes(bytes)}: ${(error as Error).message}`);
    } finally {
      if (shown) process.stderr.write('\n');
    }
    await rename(partial, out);
    const seconds = (performance.now() - started) / 1000;
    console.log(`Backed up through the server in ${seconds.toFixed(1)} s: ${out} (${megabytes(bytes)}).`);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

async function restore(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    options: { replace: { type: 'boolean' } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new UsageError('Name one archive to restore');
  const file = path.resolve(positionals[0]!);
  try {
    await stat(file);
  } catch {
    throw new UsageError(`There is no file ${file}`);
  }
  const config = loadConfig();
  const store = await openStore(config.storage);
  const { db, kind, close } = await openDatabase(config);
  const started = performance.now();
  const printer = progressPrinter();
  try {
    const where = kind === 'pglite' ? `the embedded database in ${config.dataDir}` : 'PostgreSQL';
    process.stderr.write(`Restoring ${file} into ${where} and ${store.description} …\n`);
    const { manifest, checksums, removedFiles } = await restoreBackup(db, store, createReadStream(file), {
      replace: values.replace,
      progress: printer.report,
    });
    printer.end();
    const rows = Object.values(manifest.tables).reduce((sum, t) => sum + t.rows, 0);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Restored ${number(rows)} rows in ${Object.keys(manifest.tables).length} tables and ${number(
        Object.keys(checksums.files).length,
      )} files, taken ${manifest.createdAt} from ${manifest.from.database} on ${manifest.from.host}, in ${seconds.toFixed(1)} s; every count and checksum matches.`,
    );
    if (removedFiles)
      console.log(`  ${removedFiles} files the backup does not hold were removed from the store.`);
    console.log('Start Rimba with the same settings: npm start');
  } catch (error) {
    printer.end();
    throw error;
  } finally {
    await close();
    await store.close();
  }
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  try {
    if (args.includes('--help') || args.includes('-h')) console.log(usage);
    else if (command === 'backup') await backup(args);
    else if (command === 'restore') await restore(args);
    else if (command === '--help' || command === '-h' || command === undefined) console.log(usage);
    else throw new UsageError(`Unknown command ${command}`);
  } catch (error) {
    const known =
      error instanceof UsageError ||
      error instanceof ConfigError ||
      error instanceof StorageError ||
      error instanceof DatabaseInUseError ||
      error instanceof RestoreError ||
      error instanceof ServerError ||
      (error as NodeJS.ErrnoException).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION';
    if (!known) throw error;
    console.error(`Error: ${(error as Error).message}`);
    if (error instanceof UsageError || (error as NodeJS.ErrnoException).code) console.error(`\n${usage}`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
