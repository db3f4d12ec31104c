import { Readable } from 'node:stream';
import type { Lang } from '@rimba/core';
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

/**
 * Reads the first sheet of an .xlsx workbook or a .csv file, told apart by their bytes, never by the file
 * name: an xlsx is a zip whose content types declare a spreadsheet; a csv is text. Anything else is a 415.
 * Blank rows are left out. More than `maxRows` rows under the header is a 413; rows past the limit are
 * never kept.
 */
export async function readSheet(buffer: Buffer, maxRows: number, lang: Lang): Promise<Sheet> {
  const detected = await fileTypeFromBuffer(buffer);
  const text = detected ? null : decodeText(buffer);
  if (detected?.mime !== xlsxMime && text === null) throw httpError(415, 'importType', lang);
  const sheet: Sheet = { header: null, rows: [] };
  let overflow = false;
  const take = (row: SheetRow): boolean => {
    if (row.cells.every(isBlank)) return true;
    if (!sheet.header) sheet.header = row;
    else if (sheet.rows.length < maxRows) sheet.rows.push(row);
    else overflow = true;
    return !overflow;
  };
  try {
    await (text === null ? readXlsx(buffer, take) : readCsv(text, take));
  } catch {
    throw httpError(400, 'importUnreadable', lang);
  }
  if (overflow) throw httpError(413, 'importTooManyRows', lang, { max: maxRows });
  return sheet;
}

/** Hands each row over in order while `take` answers true. */
type RowSink = (row: SheetRow) => boolean;

const isBlank = (cell: Cell) => cell === null || (typeof cell === 'string' && cell.trim() === '');

/**
 * The rows of the workbook's first sheet, streamed: the sheet is parsed as it is inflated, so memory does
 * not grow with it, and reading stops once `take` has had enough.
 */
async function readXlsx(buffer: Buffer, take: RowSink): Promise<void> {
  const workbook = new WorkbookFromBuffer(buffer, {
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

/**
 * The streaming workbook reader of exceljs, reading an archive held in memory through its central
 * directory: the relations, workbook, shared strings and styles first, then the sheets in their order.
 * Its own reader takes the archive's entries in the order they are stored in one pass, which loses
 * entries now and then when it waits between them (exceljs issue #3064, unzipper's `FILE_ENDED`), and
 * keeps a sheet stored before the shared strings (as exceljs writes them) in a temporary file.
 */
class WorkbookFromBuffer extends ExcelJS.stream.xlsx.WorkbookReader {
  readonly #buffer: Buffer;

  constructor(buffer: Buffer, options: Partial<ExcelJS.stream.xlsx.WorkbookStreamReaderOptions>) {
    super(Readable.from([]), options);
    this.#buffer = buffer;
  }

  override async *parse(): AsyncGenerator<{ eventType: string; value: unknown }> {
    const steps = this as unknown as ReaderSteps;
    const directory = await unzipper.Open.buffer(this.#buffer);
    const files = new Map(directory.files.map((file) => [file.path, file]));
    const entry = (path: string) => files.get(path)?.stream() as Readable | undefined;
    const rels = entry('xl/_rels/workbook.xml.rels');
    if (rels) await steps._parseRels(rels);
    const book = entry('xl/workbook.xml');
    if (book) await steps._parseWorkbook(book);
    const strings = entry('xl/sharedStrings.xml');
    if (strings) for await (const _ of steps._parseSharedStrings(strings));
    const styles = entry('xl/styles.xml');
    if (styles) await steps._parseStyles(styles);
    const sheets = directory.files
      .map((file) => ({ file, number: worksheetPath.exec(file.path)?.[1] }))
      .filter((sheet): sheet is { file: unzipper.File; number: string } => sheet.number !== undefined)
      .sort((a, b) => Number(a.number) - Number(b.number));
    for (const { file, number } of sheets) {
      yield* steps._parseWorksheet(file.stream() as unknown as Readable, number) as Generator<{
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
