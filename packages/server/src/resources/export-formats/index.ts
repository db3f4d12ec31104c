import type { ExportSheet, ReadRows } from './columns.js';
import { writeCsv } from './csv.js';
import { writeHtml } from './html.js';
import { writeXlsx, type XlsxOptions } from './xlsx.js';

export interface ExportFormat {
  extension: string;
  contentType: string;
  /** The file's bytes, written as the rows are read. */
  write: (sheet: ExportSheet, read: ReadRows, options: XlsxOptions) => AsyncIterable<Buffer>;
}

/** The file formats of an export (admin spec §7 "Export"); the first is the default. */
export const exportFormats = {
  xlsx: {
    extension: 'xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    write: writeXlsx,
  },
  csv: { extension: 'csv', contentType: 'text/csv; charset=utf-8', write: writeCsv },
  html: { extension: 'html', contentType: 'text/html; charset=utf-8', write: writeHtml },
} satisfies Record<string, ExportFormat>;

export type ExportFormatName = keyof typeof exportFormats;
export const exportFormatNames = Object.keys(exportFormats) as ExportFormatName[];

export {
  type ExportColumn,
  type ExportRow,
  type ExportSheet,
  exportColumns,
  type ReadRows,
} from './columns.js';
export { maxSheetRows } from './xlsx.js';
