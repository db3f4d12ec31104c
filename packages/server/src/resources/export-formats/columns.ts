import { type FieldType, fieldTypes, type Lang, type Resource, systemFields } from '@rimba/core';

/** How a column's values are written: the spreadsheet cell they become. */
export type CellKind = 'number' | 'money' | 'boolean' | 'datetime' | 'text';

export interface ExportColumn {
  name: string;
  /** The header cell: the field's label in the request's language. */
  label: string;
  kind: CellKind;
  /** A jsonb column, read as its JSON text. */
  json?: boolean;
}

/** Everything a format writer needs besides the rows. */
export interface ExportSheet {
  title: string;
  lang: Lang;
  columns: ExportColumn[];
}

export type ExportRow = Record<string, unknown>;

/**
 * The cell of each field type. Lists, periods, places and sub-records are written as their JSON text,
 * which the import reads back; a secret (a password hash) is never exported.
 */
const kinds: { [K in FieldType]: CellKind | null } = {
  text: 'text',
  email: 'text',
  url: 'text',
  tel: 'text',
  color: 'text',
  hidden: 'text',
  password: null,
  textarea: 'text',
  richtext: 'text',
  number: 'number',
  decimal: 'number',
  money: 'money',
  boolean: 'boolean',
  date: 'text',
  datetime: 'datetime',
  time: 'text',
  year: 'number',
  month: 'text',
  week: 'text',
  'date-range': 'text',
  'datetime-range': 'text',
  'time-range': 'text',
  'year-range': 'text',
  'month-range': 'text',
  'week-range': 'text',
  map: 'text',
  image: 'text',
  file: 'text',
  images: 'text',
  videos: 'text',
  select: 'text',
  radio: 'text',
  'select-multiple': 'text',
  checkbox: 'text',
  lookup: 'number',
  'lookup-radio': 'number',
  'lookup-checkbox': 'text',
  slave: 'text',
};

/**
 * The exported columns: the id, then the declared fields in their order. created_at and updated_at are
 * left out, as the admin's lists and forms leave them out: a sheet holds what staff see and type.
 */
export function exportColumns(
  resource: Resource,
  lang: Lang,
  /** Whether the caller may read a field: others are left out. */
  readable: (name: string) => boolean = () => true,
): ExportColumn[] {
  const id = systemFields.find((s) => s.name === 'id')!;
  return [
    { name: 'id', label: id.label[lang], kind: 'number' },
    ...resource.fields.flatMap((f) => {
      const kind = readable(f.name) ? kinds[f.type] : null;
      return kind
        ? [{ name: f.name, label: f.label[lang], kind, json: fieldTypes[f.type].column === 'jsonb' }]
        : [];
    }),
  ];
}

const yesNo: Record<Lang, [string, string]> = { id: ['Ya', 'Tidak'], en: ['Yes', 'No'] };

/** Ya / Tidak (admin spec §9 display formats), Yes / No in English. */
export function booleanText(value: unknown, lang: Lang): string {
  return yesNo[lang][value ? 0 : 1];
}

/**
 * Times are written in Jakarta time (WIB, UTC+7 all year: Indonesia has no daylight saving), as the
 * admin shows them; a spreadsheet cell has no time zone of its own.
 */
const jakartaOffsetMs = 7 * 3_600_000;

function millis(value: unknown): number {
  return value instanceof Date ? value.getTime() : new Date(String(value)).getTime();
}

/** `YYYY-MM-DD HH:mm:ss` in Jakarta time (the spec's datetime format), or '' for a bad value. */
export function datetimeText(value: unknown): string {
  const ms = millis(value);
  if (Number.isNaN(ms)) return '';
  return new Date(ms + jakartaOffsetMs).toISOString().slice(0, 19).replace('T', ' ');
}

/** The spreadsheet serial of a time (days since 1899-12-30) in Jakarta time, or NaN for a bad value. */
export function datetimeSerial(value: unknown): number {
  return (millis(value) + jakartaOffsetMs) / 86_400_000 + 25_569;
}

/**
 * A text cell that a spreadsheet could take for a formula (`=`, `+`, `-`, `@`, or a tab or carriage
 * return before one) gets a leading apostrophe, so opening an export never runs what someone typed
 * into a record (OWASP "CSV injection").
 */
export function guardFormula(text: string): string {
  const first = text.charCodeAt(0);
  // = + - @ \t \r
  return first === 61 || first === 43 || first === 45 || first === 64 || first === 9 || first === 13
    ? `'${text}`
    : text;
}

/** A cell as plain text for people: what the csv and html formats write. */
export function cellText(value: unknown, kind: CellKind, lang: Lang): string {
  if (value === null || value === undefined) return '';
  switch (kind) {
    case 'number':
    case 'money':
      return String(value);
    case 'boolean':
      return booleanText(value, lang);
    case 'datetime':
      return datetimeText(value);
    case 'text':
      return guardFormula(String(value));
  }
}

/** Reads the matching rows batch by batch, encoding each batch as soon as it arrives. */
export type ReadRows = <T>(encode: (rows: ExportRow[]) => T) => AsyncIterable<T>;

/** Past this many UTF-16 units a piece of text becomes bytes: see TextChunks. */
const pieceLength = 16_384;

/**
 * Text built from many small strings, turned into bytes every 16K characters. A batch's text is never
 * one large string or buffer: V8 puts strings past about 128 KB in its large-object space, which only
 * a full collection frees, and buffers of many megabytes fragment the C heap.
 */
export class TextChunks {
  private parts: Buffer[] = [];
  private text = '';

  add(text: string): void {
    this.text += text;
    if (this.text.length > pieceLength) this.flush();
  }

  /** The bytes so far, from a fresh start. */
  take(): Buffer[] {
    this.flush();
    const parts = this.parts;
    this.parts = [];
    return parts;
  }

  private flush(): void {
    if (this.text === '') return;
    this.parts.push(Buffer.from(this.text));
    this.text = '';
  }
}
