import { promisify } from 'node:util';
import { constants, crc32, deflateRaw, deflateRawSync } from 'node:zlib';

/** A file of the archive: small ones come whole, large ones as a stream of chunks written as they come. */
export interface ZipEntry {
  name: string;
  body: Buffer | AsyncIterable<Buffer>;
}

/**
 * Level 1 of deflate: on sheet XML it is several times faster than the default level 6 for a file
 * barely larger, and the export runs at the speed of the slowest step.
 */
const level = 1;
const utf8Names = 0x0800;
/** Sizes and CRC follow the data in a data descriptor: a streamed entry's are known only at its end. */
const trailingSizes = 0x0008;
const deflated = 8;
const max32 = 0xffff_ffff;

function dosDateTime(date: Date): { time: number; day: number } {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
    day: ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

interface EntryFacts {
  name: Buffer;
  flags: number;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

function localHeader(e: EntryFacts, stamp: { time: number; day: number }): Buffer {
  const b = Buffer.alloc(30);
  b.writeUInt32LE(0x04034b50, 0);
  b.writeUInt16LE(20, 4);
  b.writeUInt16LE(e.flags, 6);
  b.writeUInt16LE(deflated, 8);
  b.writeUInt16LE(stamp.time, 10);
  b.writeUInt16LE(stamp.day, 12);
  b.writeUInt32LE(e.crc, 14);
  b.writeUInt32LE(e.compressed, 18);
  b.writeUInt32LE(e.size, 22);
  b.writeUInt16LE(e.name.length, 26);
  return Buffer.concat([b, e.name]);
}

function centralHeader(e: EntryFacts, stamp: { time: number; day: number }): Buffer {
  const b = Buffer.alloc(46);
  b.writeUInt32LE(0x02014b50, 0);
  b.writeUInt16LE(20, 4);
  b.writeUInt16LE(20, 6);
  b.writeUInt16LE(e.flags, 8);
  b.writeUInt16LE(deflated, 10);
  b.writeUInt16LE(stamp.time, 12);
  b.writeUInt16LE(stamp.day, 14);
  b.writeUInt32LE(e.crc, 16);
  b.writeUInt32LE(e.compressed, 20);
  b.writeUInt32LE(e.size, 24);
  b.writeUInt16LE(e.name.length, 28);
  b.writeUInt32LE(e.offset, 42);
  return Buffer.concat([b, e.name]);
}

function endOfCentralDirectory(entries: number, size: number, offset: number): Buffer {
  const b = Buffer.alloc(22);
  b.writeUInt32LE(0x06054b50, 0);
  b.writeUInt16LE(entries, 8);
  b.writeUInt16LE(entries, 10);
  b.writeUInt32LE(size, 12);
  b.writeUInt32LE(offset, 16);
  return b;
}

function checkSize(what: string, n: number): void {
  if (n > max32) throw new Error(`zip: ${what} passed 4 GiB, which needs zip64 (not written)`);
}

/** Input gathered into one piece of deflate work: large enough that each piece's fresh start costs little. */
const segmentBytes = 1 << 20;
/** Pieces deflated at once on libuv's thread pool (four threads by default). */
const inFlight = 2;
const deflateRawAsync = promisify(deflateRaw);
/** The last block of a raw deflate stream: empty, marked final. */
const finalBlock = deflateRawSync(Buffer.alloc(0), { level });

/**
 * Deflates a stream of chunks on libuv's thread pool, several pieces at once (as pigz does): each piece
 * is deflated on its own and ends with a sync flush, which leaves it byte-aligned and not final, so the
 * pieces one after another, then one final empty block, are a single valid deflate stream. Compressing
 * overlaps producing the next chunks, and a sheet is deflated on two threads instead of one.
 */
async function* deflate(chunks: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const pending: Promise<Buffer>[] = [];
  const start = (parts: Buffer[]) => {
    const work = deflateRawAsync(Buffer.concat(parts), { level, finishFlush: constants.Z_SYNC_FLUSH });
    // A failure is thrown where the piece is awaited, in order; until then it is not unhandled.
    work.catch(() => {});
    pending.push(work);
  };
  let parts: Buffer[] = [];
  let gathered = 0;
  try {
    for await (const chunk of chunks) {
      parts.push(chunk);
      gathered += chunk.length;
      if (gathered < segmentBytes) continue;
      start(parts);
      parts = [];
      gathered = 0;
      if (pending.length >= inFlight) yield await pending.shift()!;
    }
    if (gathered > 0) start(parts);
    while (pending.length > 0) yield await pending.shift()!;
    yield finalBlock;
  } finally {
    await Promise.allSettled(pending);
  }
}

/**
 * A zip archive written as its entries come, never held whole: each entry is deflated on the fly and
 * followed by a data descriptor; the central directory comes last. No zip64: an entry or the archive
 * passing 4 GiB is an error (the xlsx writer starts a new sheet well before that).
 */
export async function* zip(entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>): AsyncGenerator<Buffer> {
  const stamp = dosDateTime(new Date());
  const central: Buffer[] = [];
  let offset = 0;
  for await (const entry of entries) {
    const facts: EntryFacts = {
      name: Buffer.from(entry.name, 'utf8'),
      flags: utf8Names,
      crc: 0,
      compressed: 0,
      size: 0,
      offset,
    };
    if (Buffer.isBuffer(entry.body)) {
      const data = deflateRawSync(entry.body, { level });
      Object.assign(facts, { crc: crc32(entry.body), compressed: data.length, size: entry.body.length });
      const header = localHeader(facts, stamp);
      yield header;
      yield data;
      offset += header.length + data.length;
    } else {
      facts.flags |= trailingSizes;
      const header = localHeader(facts, stamp);
      yield header;
      offset += header.length;
      const body = entry.body;
      async function* counted(): AsyncGenerator<Buffer> {
        for await (const chunk of body) {
          facts.crc = crc32(chunk, facts.crc);
          facts.size += chunk.length;
          checkSize(entry.name, facts.size);
          yield chunk;
        }
      }
      for await (const chunk of deflate(counted())) {
        facts.compressed += chunk.length;
        yield chunk;
      }
      const descriptor = Buffer.alloc(16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(facts.crc, 4);
      descriptor.writeUInt32LE(facts.compressed, 8);
      descriptor.writeUInt32LE(facts.size, 12);
      yield descriptor;
      offset += facts.compressed + descriptor.length;
    }
    checkSize('the archive', offset);
    central.push(centralHeader(facts, stamp));
  }
  const directory = Buffer.concat(central);
  checkSize('the archive', offset + directory.length);
  yield directory;
  yield endOfCentralDirectory(central.length, directory.length, offset);
}
