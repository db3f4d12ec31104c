import { Readable, Transform } from 'node:stream';
import type { ApiMessageKey, Lang } from '@rimba/core';
import { parse as csvParser } from 'csv-parse';
import ExcelJS from 'exceljs';
import { fileTypeFromBuffer } from 'file-type';
import unzipper from 'unzipper';
import { httpError } from '../http/errors.js';

/** A cell as a spreadsheet holds it: text, a number, a yes/no, a date, or nothing. */
export type Cell = string | number | boolean | Date | null;

/** One non-blank row of a sheet and its spreadsheet row number (1 is the first row). */
export interface SheetRow {
  line: number;
  cells: Cell[];
}

/** The header row (the first non-blank row) and the non-blank rows under it. */
export interface Sheet {
  header: SheetRow | null;
  rows: SheetRow[];
}

const xlsxMime = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel's own limit on the text of one cell. */
export const maxCellLength = 32_767;

/**
 * What reading a file may unpack and hold. A few kilobytes of xlsx can unpack to gigabytes of XML, and one
 * shared string can fill every cell of every row, so each is bounded apart from the file's own size.
 */
export interface SheetLimits {
  /** Data rows under the header. */
  maxRows: number;
  /** Megabytes the parts of an xlsx may unpack to together. */
  unpackedMb: number;
  /** Megabytes its shared strings may unpack to: they are all held while the sheet is read. */
  sharedStringsMb: number;
  /** Megabytes of text (in characters) the cells of the rows read may hold together. */
  textMb: number;
}

const mb = 1024 * 1024;

/** A bound passed while reading a file: the 413 to answer, by its message and values. */
class PastBound extends Error {
  constructor(
    readonly key: ApiMessageKey,
    readonly values: Record<string, number>,
  ) {
    super(key);
  }
}

/**
 * Reads the first sheet of an .xlsx workbook or a .csv file, told apart by their bytes, never by the file
 * name: an xlsx is a zip whose content types declare a spreadsheet; a csv is text. Anything else is a 415.
 * Blank rows are left out. More than `maxRows` rows under the header is a 413; rows past the limit are
 * never kept. A file past any other of the limits, or with a cell longer than Excel allows, is a 413 that
 * names the bound, answered as soon as reading passes it.
 */
export async function readSheet(buffer: Buffer, limits: SheetLimits, lang: Lang): Promise<Sheet> {
  const detected = await fileTypeFromBuffer(buffer);
  const text = detected ? null : decodeText(buffer);
  if (detected?.mime !== xlsxMime && text === null) throw httpError(415, 'importType', lang);
  const sheet: Sheet = { header: null, rows: [] };
  let overflow = false;
  let past: PastBound | null = null;
  let textLength = 0;
  const take = (row: SheetRow): boolean => {
    if (row.cells.every(isBlank)) return true;
    for (const cell of row.cells) {
      if (typeof cell !== 'string') continue;
      if (cell.length > maxCellLength) {
        past = new PastBound('importCellTooLong', { line: row.line, max: maxCellLength });
        return false;
      }
      textLength += cell.length;
    }
    if (textLength > limits.textMb * mb) {
      past = new PastBound('importTextTooLarge', { max: limits.textMb });
      return false;
    }
    if (!sheet.header) sheet.header = row;
    else if (sheet.rows.length < limits.maxRows) sheet.rows.push(row);
    else overflow = true;
    return !overflow;
  };
  try {
    await (text === null ? readXlsx(buffer, limits, take) : readCsv(text, take));
  } catch (error) {
    if (!(error instanceof PastBound)) throw httpError(400, 'importUnreadable', lang);
    past = error;
  }
  // Assigned in `take`, which TypeScript does not follow.
  const bound = past as PastBound | null;
  if (bound) throw httpError(413, bound.key, lang, bound.values);
  if (overflow) throw httpError(413, 'importTooManyRows', lang, { max: limits.maxRows });
  return sheet;
}

/** Hands each row over in order while `take` answers true. */
type RowSink = (row: SheetRow) => boolean;

const isBlank = (cell: Cell) => cell === null || (typeof cell === 'string' && cell.trim() === '');

/**
 * The rows of the workbook's first sheet, streamed: the sheet is parsed as it is inflated, so memory does
 * not grow with it, and reading stops once `take` has had enough.
 */
async function readXlsx(buffer: Buffer, limits: SheetLimits, take: RowSink): Promise<void> {
  const workbook = new WorkbookFromBuffer(buffer, limits, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  for await (const worksheet of workbook) {
    for await (const row of worksheet) {
      const values = Array.isArray(row.values) ? row.values : [];
      // exceljs numbers columns from 1, so the array has a hole at 0.
      if (!take({ line: row.number, cells: Array.from(values.slice(1), xlsxCell) })) return;
    }
    return;
  }
}

/** What the workbook reader of exceljs does with each part of the archive (its own, unexported steps). */
interface ReaderSteps {
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(entry: Readable, sheetNo: string): Generator<unknown>;
}

const worksheetPath = /^xl\/worksheets\/sheet(\d+)\.xml$/;
const sharedStringsPath = 'xl/sharedStrings.xml';

/**
 * The most bytes XML may take between two `<`: a text node of one cell, each character written in the
 * longest way XML has (`&#x10FFFF;`, ten bytes), and so any text past it is a cell longer than Excel allows.
 */
const maxRunBytes = maxCellLength * 10;

/**
 * The bytes the parts of an archive inflate to, counted as they come (the sizes an archive declares may
 * lie): past the bound of all parts, of the shared strings, or of one cell's text, the part's stream fails
 * with the bound and stops inflating, so no more than a bound is ever held.
 */
class Unpacking {
  #total = 0;

  constructor(private readonly limits: SheetLimits) {}

  /** The refusal of what an archive declares, before any of it is inflated. */
  static checkDeclared(files: unzipper.File[], limits: SheetLimits): void {
    const total = files.reduce((sum, file) => sum + file.uncompressedSize, 0);
    if (total > limits.unpackedMb * mb)
      throw new PastBound('importUnpackedTooLarge', { max: limits.unpackedMb });
    const strings = files.find((file) => file.path === sharedStringsPath);
    if (strings && strings.uncompressedSize > limits.sharedStringsMb * mb) {
      throw new PastBound('importSharedStringsTooLarge', { max: limits.sharedStringsMb });
    }
  }

  /** The inflated bytes of one XML part, counted. */
  read(file: unzipper.File): Readable {
    const source = file.stream() as unknown as Readable;
    const partMax = file.path === sharedStringsPath ? this.limits.sharedStringsMb * mb : Infinity;
    let part = 0;
    let run = 0;
    const counted = new Transform({
      transform: (chunk: Buffer, _encoding, done) => {
        this.#total += chunk.length;
        part += chunk.length;
        run = runAfter(chunk, run);
        const past =
          this.#total > this.limits.unpackedMb * mb
            ? new PastBound('importUnpackedTooLarge', { max: this.limits.unpackedMb })
            : part > partMax
              ? new PastBound('importSharedStringsTooLarge', { max: this.limits.sharedStringsMb })
              : run > maxRunBytes
                ? new PastBound('importSomeCellTooLong', { max: maxCellLength })
                : null;
        if (past) source.destroy();
        done(past, past ? undefined : chunk);
      },
    });
    source.on('error', (error) => counted.destroy(error));
    return source.pipe(counted);
  }
}

/**
 * The bytes since the last `<` once a chunk is read, given those before it; past `maxRunBytes` as soon
 * as any run in the chunk is.
 */
function runAfter(chunk: Buffer, before: number): number {
  let run = before;
  let from = 0;
  for (let at = chunk.indexOf(0x3c); at !== -1; at = chunk.indexOf(0x3c, from)) {
    if (run + at - from > maxRunBytes) return run + at - from;
    run = 0;
    from = at + 1;
  }
  return run + chunk.length - from;
}

/**
 * The streaming workbook reader of exceljs, reading an archive held in memory through its central
 * directory: the relations, workbook, shared strings and styles first, then the sheets in their order.
 * Its own reader takes the archive's entries in the order they are stored in one pass, which loses
 * entries now and then when it waits between them (exceljs issue #3064, unzipper's `FILE_ENDED`), and
 * keeps a sheet stored before the shared strings (as exceljs writes them) in a temporary file. Every
 * part is read within the limits, declared and inflated.
 */
class WorkbookFromBuffer extends ExcelJS.stream.xlsx.WorkbookReader {
  readonly #buffer: Buffer;
  readonly #limits: SheetLimits;

  constructor(
    buffer: Buffer,
    limits: SheetLimits,
    options: Partial<ExcelJS.stream.xlsx.WorkbookStreamReaderOptions>,
  ) {
    super(Readable.from([]), options);
    this.#buffer = buffer;
    this.#limits = limits;
  }

  override async *parse(): AsyncGenerator<{ eventType: string; value: unknown }> {
    const steps = this as unknown as ReaderSteps;
    const directory = await unzipper.Open.buffer(this.#buffer);
    Unpacking.checkDeclared(directory.files, this.#limits);
    const unpacking = new Unpacking(this.#limits);
    const files = new Map(directory.files.map((file) => [file.path, file]));
    const entry = (path: string) => {
      const file = files.get(path);
      return file && unpacking.read(file);
    };
    const rels = entry('xl/_rels/workbook.xml.rels');
    if (rels) await steps._parseRels(rels);
    const book = entry('xl/workbook.xml');
    if (book) await steps._parseWorkbook(book);
    const strings = entry(sharedStringsPath);
    if (strings) for await (const _ of steps._parseSharedStrings(strings));
    const styles = entry('xl/styles.xml');
    if (styles) await steps._parseStyles(styles);
    const sheets = directory.files
      .map((file) => ({ file, number: worksheetPath.exec(file.path)?.[1] }))
      .filter((sheet): sheet is { file: unzipper.File; number: string } => sheet.number !== undefined)
      .sort((a, b) => Number(a.number) - Number(b.number));
    for (const { file, number } of sheets) {
      yield* steps._parseWorksheet(unpacking.read(file), number) as Generator<{
        eventType: string;
        value: unknown;
      }>;
    }
  }
}

/** A cell value of exceljs in plain terms: rich text as its text, a formula as its result. */
function xlsxCell(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('error' in value) return value.error;
  if ('formula' in value || 'sharedFormula' in value) {
    const result = value.result;
    return result === undefined ? null : xlsxCell(result as ExcelJS.CellValue);
  }
  if ('text' in value) return typeof value.text === 'string' ? value.text : xlsxCell(value.text);
  return null;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
// What Excel on Windows writes as "CSV (Comma delimited)" when the text is not UTF-8.
const windows1252 = new TextDecoder('windows-1252');
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is what tells a binary file from text.
const controlCharacters = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/;

/** The text of a csv file (UTF-8, with or without a BOM, else Windows-1252), or null if it is not text. */
function decodeText(buffer: Buffer): string | null {
  let text: string;
  try {
    text = utf8.decode(buffer);
  } catch {
    text = windows1252.decode(buffer);
  }
  return controlCharacters.test(text) ? null : text;
}

const separators = [',', ';', '\t'] as const;

/**
 * The separator of a csv file: the one Excel named in a `sep=` first line, else the one the header line
 * uses most (Excel in Indonesian writes semicolons, since the comma is the decimal mark there).
 */
function separatorOf(text: string): { separator: string; skipFirstLine: boolean } {
  const named = /^sep=(.)\r?\n/i.exec(text);
  if (named) return { separator: named[1]!, skipFirstLine: true };
  const counts = new Map<string, number>(separators.map((s) => [s, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  const [separator] = [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best));
  return { separator, skipFirstLine: false };
}

/** Size of the pieces the csv parser is fed, so a large file does not hold the event loop in one go. */
const csvChunk = 64 * 1024;

function* chunksOf(bytes: Buffer): Generator<Buffer> {
  for (let i = 0; i < bytes.length; i += csvChunk) yield bytes.subarray(i, i + csvChunk);
}

async function readCsv(text: string, take: RowSink): Promise<void> {
  const { separator, skipFirstLine } = separatorOf(text);
  const parser = csvParser({
    delimiter: separator,
    from_line: skipFirstLine ? 2 : 1,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
  });
  // Fed as UTF-8 bytes: the parser decodes each field whole, so a character cut by a chunk stays intact.
  Readable.from(chunksOf(Buffer.from(text))).pipe(parser);
  let line = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      line += 1;
      if (!take({ line, cells: record })) break;
    }
  } finally {
    parser.destroy();
  }
}
