import { type ExportRow, type ExportSheet, pageCells, type ReadRows, TextChunks } from './columns.js';

const special = /[&<>"']/;
const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return special.test(text) ? text.replace(/[&<>"']/g, (c) => entities[c]!) : text;
}

/**
 * A small standalone HTML document with one table, for a browser or a spreadsheet to open. Every value
 * is escaped: the file never carries markup from the data.
 */
export async function* writeHtml(sheet: ExportSheet, read: ReadRows): AsyncGenerator<Buffer> {
  const { columns, lang, title } = sheet;
  const cellText = pageCells(lang, sheet.zone);
  const header = columns.map((c) => `<th>${escapeHtml(c.label)}</th>`).join('');
  yield Buffer.from(
    '<!DOCTYPE html>\n' +
      `<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
      '<style>table{border-collapse:collapse;font:14px sans-serif}th,td{border:1px solid #ccc;' +
      'padding:4px 8px;text-align:left;vertical-align:top}th{background:#f0f0f0}</style></head>\n' +
      `<body><table><thead><tr>${header}</tr></thead><tbody>\n`,
  );
  const text = new TextChunks();
  const encode = (rows: ExportRow[]) => {
    for (const row of rows) {
      let line = '<tr>';
      for (const column of columns) {
        line += `<td>${escapeHtml(cellText(row[column.name], column.kind))}</td>`;
      }
      text.add(`${line}</tr>\n`);
    }
    return text.take();
  };
  for await (const parts of read(encode)) yield* parts;
  yield Buffer.from('</tbody></table></body></html>\n');
}
