import { defaultTimeZone, instantMs, type Lang, zoneClock } from '@rimba/core';
import {
  booleanText,
  type CellKind,
  type ExportColumn,
  type ExportRow,
  type ExportSheet,
  type ReadRows,
  TextChunks,
} from './columns.js';
import { type ZipEntry, zip } from './zip.js';

/*
 * Why not exceljs: its streaming WorkbookWriter was measured first, on the partners' columns with
 * shared strings and styles off, writing to a sink that drops the bytes: 115,000 rows/s and a 611 MB
 * peak RSS for 1,000,000 rows, before any database work. The target is 200,000 rows/s read from
 * PostgreSQL and sent over HTTP within 250 MB. A sheet is simple XML, so this writer builds each batch
 * of rows as one string (inline strings, no shared-strings table to keep in memory) and deflates it on
 * the thread pool while the next batch is read; see zip.ts. `npm run bench:export` reports its figures.
 */

export interface XlsxOptions {
  /** Data rows per sheet before the next one starts (Sheet2, …); Excel's limit by default. */
  sheetRows?: number;
}

/** Excel shows at most 1,048,576 rows a sheet; the first is the header. */
export const maxSheetRows = 1_048_575;
/**
 * A sheet's XML is cut well below the 4 GiB a zip entry may hold without zip64: at 2^30 UTF-16 units,
 * at most 3 GiB of UTF-8.
 */
const maxSheetLength = 2 ** 30;

const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const packageRelationships = 'http://schemas.openxmlformats.org/package/2006/relationships';
const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/**
 * Every `.xml` part defaults to a worksheet, so this list is complete before the number of sheets is
 * known; the other parts are named.
 */
const contentTypes =
  `${declaration}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';

const rootRels =
  `${declaration}<Relationships xmlns="${packageRelationships}">` +
  `<Relationship Id="rId1" Type="${relationships}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

/**
 * Cell styles by index: 0 plain, 1 header (bold), 2 money (rupiah, with the thousands separator of the
 * reader's locale), 3 date and time.
 */
const style = { header: 1, money: 2, datetime: 3 } as const;
/** Rupiah in Indonesian (locale 0x421): `Rp 1.250.000`, still a number that sums. */
export const rupiahFormat = '[$Rp-421] #,##0';
const styles =
  `${declaration}<styleSheet xmlns="${main}">` +
  '<numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm:ss"/>' +
  `<numFmt numFmtId="165" formatCode="${rupiahFormat}"/></numFmts>` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

function workbook(sheets: number): string {
  const list = Array.from(
    { length: sheets },
    (_, i) => `<sheet name="Sheet${i + 1}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`,
  ).join('');
  return `${declaration}<workbook xmlns="${main}" xmlns:r="${relationships}"><sheets>${list}</sheets></workbook>`;
}

function workbookRels(sheets: number): string {
  const list = Array.from(
    { length: sheets },
    (_, i) =>
      `<Relationship Id="rId${i + 1}" Type="${relationships}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
  ).join('');
  return (
    `${declaration}<Relationships xmlns="${packageRelationships}">${list}` +
    `<Relationship Id="rId${sheets + 1}" Type="${relationships}/styles" Target="styles.xml"/></Relationships>`
  );
}

/** A: 0, B: 1, …, Z, AA, … */
function columnLetters(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

// Characters XML 1.0 cannot carry (control characters and lone surrogate halves: replaced), and markup
// characters (escaped); \r is escaped so that a reader's line-end normalisation keeps it.
const unsafeXml =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters to replace
  /[&<>\r\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** A quick test for the rare text that needs the replacement above (any surrogate may be a lone one). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above
const maybeUnsafeXml = /[&<>\r\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff\ufffe\uffff]/;
const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#13;' };

function escapeXml(text: string): string {
  if (!maybeUnsafeXml.test(text)) return text;
  return text.replace(unsafeXml, (c) => xmlEntities[c] ?? '\ufffd');
}

/** Whether a text starts or ends with white space, which XML readers drop unless told to keep it. */
function edgeSpace(text: string): boolean {
  const first = text.charCodeAt(0);
  const last = text.charCodeAt(text.length - 1);
  if (first <= 32 || last <= 32) return true;
  return (first > 127 || last > 127) && /^\s|\s$/.test(text);
}

const textEnd = '</t></is></c>';

function inlineString(ref: string, text: string, styleIndex?: number): string {
  const s = styleIndex === undefined ? '' : ` s="${styleIndex}"`;
  const space = text !== '' && edgeSpace(text) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${s} t="inlineStr"><is><t${space}>${escapeXml(text)}${textEnd}`;
}

/** Writes one column's cell of a row (the row number given as text), or '' for an empty value. */
type CellWriter = (value: unknown, row: string) => string;

/**
 * The cell writer of a column. Each cell is a few additions of constant pieces, as a sheet has millions
 * of them: fewer intermediate strings mean less work for the garbage collector.
 */
function cellWriter(column: ExportColumn, letter: string, lang: Lang, clock: ZoneClock): CellWriter {
  const open = `<c r="${letter}`;
  const value = (mid: string) => {
    const start = `${mid}"><v>`;
    return (n: number, row: string) => `${open}${row}${start}${n}</v></c>`;
  };
  const text = (t: string, row: string) =>
    open +
    row +
    (t !== '' && edgeSpace(t) ? '" t="inlineStr"><is><t xml:space="preserve">' : '" t="inlineStr"><is><t>') +
    escapeXml(t) +
    textEnd;
  switch (column.kind) {
    case 'number':
    case 'money': {
      const write = value(column.kind === 'money' ? `" s="${style.money}` : '');
      return (v, row) => {
        if (v === null || v === undefined) return '';
        const n = Number(v);
        return Number.isFinite(n) ? write(n, row) : '';
      };
    }
    case 'datetime': {
      const write = value(`" s="${style.datetime}`);
      return (v, row) => {
        if (v === null || v === undefined) return '';
        const ms = instantMs(v);
        // A date cell holds the wall clock of the zone the header names; a spreadsheet has no zones.
        const serial = (ms + clock.offsetMs(ms)) / 86_400_000 + 25_569;
        return Number.isNaN(serial) ? '' : write(serial, row);
      };
    }
    case 'boolean':
      return (v, row) => (v === null || v === undefined ? '' : text(booleanText(v, lang), row));
    // An inline string is typed as text: a spreadsheet shows it and never runs it as a formula, so it
    // needs no guard (csv and html do) and reads back exactly.
    case 'text':
    case 'phone':
      return (v, row) => (v === null || v === undefined ? '' : text(String(v), row));
  }
}

const widths: Record<CellKind, number> = {
  number: 10,
  money: 16,
  boolean: 8,
  datetime: 20,
  text: 32,
  phone: 20,
};

type ZoneClock = ReturnType<typeof zoneClock>;

function sheetHead(sheet: ExportSheet, letters: string[]): string {
  const cols = sheet.columns
    .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.name === 'id' ? 8 : widths[c.kind]}"/>`)
    .join('');
  const header = sheet.columns.map((c, i) => inlineString(`${letters[i]}1`, c.label, style.header)).join('');
  return (
    `${declaration}<worksheet xmlns="${main}" xmlns:r="${relationships}">` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData><row r="1">${header}</row>`
  );
}

const sheetTail = '</sheetData></worksheet>';

/** Rows of XML for one sheet (numbered from 1). */
interface SheetPart {
  sheet: number;
  xml: Buffer[];
}

/** Turns batches of rows into sheet XML, numbering rows and starting a new sheet at a sheet's limits. */
class SheetRows {
  private readonly letters: string[];
  private readonly names: string[];
  private readonly writers: CellWriter[];
  private index = 1;
  private rows = 0;
  private length = 0;
  private readonly text = new TextChunks();

  constructor(
    private readonly sheet: ExportSheet,
    private readonly sheetRows: number,
  ) {
    this.letters = sheet.columns.map((_, i) => columnLetters(i));
    this.names = sheet.columns.map((c) => c.name);
    const clock = zoneClock(sheet.zone ?? defaultTimeZone);
    this.writers = sheet.columns.map((c, i) => cellWriter(c, this.letters[i]!, sheet.lang, clock));
  }

  head(): Buffer {
    return Buffer.from(sheetHead(this.sheet, this.letters));
  }

  encode(rows: ExportRow[]): SheetPart[] {
    const { names, writers } = this;
    const parts: SheetPart[] = [];
    for (const row of rows) {
      if (this.rows === this.sheetRows || this.length > maxSheetLength) {
        parts.push({ sheet: this.index, xml: this.text.take() });
        this.index += 1;
        this.rows = 0;
        this.length = 0;
      }
      this.rows += 1;
      const r = String(this.rows + 1);
      let xml = `<row r="${r}">`;
      for (let c = 0; c < writers.length; c++) xml += writers[c]!(row[names[c]!], r);
      xml += '</row>';
      this.length += xml.length;
      this.text.add(xml);
    }
    parts.push({ sheet: this.index, xml: this.text.take() });
    return parts;
  }
}

/**
 * An .xlsx workbook: the header row of labels, then the rows, in Sheet1 (and Sheet2, … past Excel's
 * row limit). Numbers and money are number cells, times are date cells, text is inline strings.
 */
export async function* writeXlsx(
  sheet: ExportSheet,
  read: ReadRows,
  options: XlsxOptions = {},
): AsyncGenerator<Buffer> {
  const rows = new SheetRows(sheet, options.sheetRows ?? maxSheetRows);
  const parts = read((batch) => rows.encode(batch))[Symbol.asyncIterator]();
  /** Parts read but not written yet: the start of the next sheet. */
  const waiting: SheetPart[] = [];
  let finished = false;

  async function* sheetXml(index: number): AsyncGenerator<Buffer> {
    yield rows.head();
    for (;;) {
      while (waiting[0]?.sheet === index) yield* waiting.shift()!.xml;
      if (waiting.length > 0) break;
      const next = await parts.next();
      if (next.done) {
        finished = true;
        break;
      }
      waiting.push(...next.value);
    }
    yield Buffer.from(sheetTail);
  }

  async function* entries(): AsyncGenerator<ZipEntry> {
    yield { name: '[Content_Types].xml', body: Buffer.from(contentTypes) };
    yield { name: '_rels/.rels', body: Buffer.from(rootRels) };
    yield { name: 'xl/styles.xml', body: Buffer.from(styles) };
    let sheets = 0;
    do {
      sheets += 1;
      yield { name: `xl/worksheets/sheet${sheets}.xml`, body: sheetXml(sheets) };
    } while (!finished);
    yield { name: 'xl/workbook.xml', body: Buffer.from(workbook(sheets)) };
    yield { name: 'xl/_rels/workbook.xml.rels', body: Buffer.from(workbookRels(sheets)) };
  }

  try {
    yield* zip(entries());
  } finally {
    await parts.return?.();
  }
}
