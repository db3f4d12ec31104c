import { type ExportRow, type ExportSheet, type ReadRows, TextChunks, textCells } from './columns.js';

const needsQuotes = /[",\r\n]/;

/** One RFC 4180 field: quoted, with its quotes doubled, when it holds a comma, a quote or a line break. */
export function csvField(text: string): string {
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * CSV as RFC 4180 writes it: comma-separated, CRLF line ends, a header line of labels. It starts with
 * a UTF-8 byte order mark, without which Excel reads the file in the machine's legacy code page and
 * garbles every non-ASCII letter.
 */
export async function* writeCsv(sheet: ExportSheet, read: ReadRows): AsyncGenerator<Buffer> {
  const { columns, lang } = sheet;
  const cellText = textCells(lang, sheet.zone);
  yield Buffer.from(`\ufeff${columns.map((c) => csvField(c.label)).join(',')}\r\n`);
  const text = new TextChunks();
  const encode = (rows: ExportRow[]) => {
    for (const row of rows) {
      let line = '';
      for (let i = 0; i < columns.length; i++) {
        const column = columns[i]!;
        if (i > 0) line += ',';
        line += csvField(cellText(row[column.name], column.kind));
      }
      text.add(`${line}\r\n`);
    }
    return text.take();
  };
  for await (const parts of read(encode)) yield* parts;
}
