import {
  defaultTimeZone,
  type Field,
  type FieldType,
  formatRupiah,
  type Lang,
  type Resource,
  systemFields,
  zoneAbbreviation,
  zoneClock,
} from '@rimba/core';

/**
 * How a column's values are written: the spreadsheet cell they become. `phone` is text that is never
 * guarded against formulas when it is a phone number.
 */
export type CellKind = 'number' | 'money' | 'boolean' | 'datetime' | 'text' | 'phone';

export interface ExportColumn {
  name: string;
  /** The header cell: the field's label in the request's language (and the zone of its times). */
  label: string;
  kind: CellKind;
  /** A field whose stored value is turned into the text a list shows (labels, periods, places…). */
  readable?: Field;
}

/** Everything a format writer needs besides the rows. */
export interface ExportSheet {
  title: string;
  lang: Lang;
  columns: ExportColumn[];
  /** The zone times are written in (Jakarta unless told). */
  zone?: string;
}

export type ExportRow = Record<string, unknown>;

/**
 * The cell of each field type; `readable` types are written as the text the admin's list shows (option
 * and lookup labels, `from – to` periods, places, sub-records). A secret (a password hash) is never
 * exported.
 */
const kinds: { [K in FieldType]: CellKind | null } = {
  text: 'text',
  email: 'text',
  url: 'text',
  tel: 'phone',
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
  polygon: 'text',
  image: 'text',
  file: 'text',
  images: 'text',
  videos: 'text',
  select: 'text',
  radio: 'text',
  'select-multiple': 'text',
  checkbox: 'text',
  lookup: 'text',
  'lookup-radio': 'text',
  'lookup-checkbox': 'text',
  slave: 'text',
  checklist: null,
  'checklist-template': null,
};

/** Types whose stored value is not what people read: turned into text before it is written. */
const readableTypes: ReadonlySet<FieldType> = new Set<FieldType>([
  'date-range',
  'datetime-range',
  'time-range',
  'year-range',
  'month-range',
  'week-range',
  'map',
  'polygon',
  'images',
  'videos',
  'select',
  'radio',
  'select-multiple',
  'checkbox',
  'lookup',
  'lookup-radio',
  'lookup-checkbox',
  'slave',
]);

/** Types whose values are moments of time: their header names the zone they are written in. */
const zoned: ReadonlySet<FieldType> = new Set<FieldType>(['datetime', 'datetime-range']);

/** A header of a column of times: the label and the zone, `Dibuat (WIB)`. */
export function zonedLabel(label: string, zone: string): string {
  return `${label} (${zoneAbbreviation(zone)})`;
}

/**
 * The exported columns: the id, then the declared fields in their order. created_at and updated_at are
 * left out, as the admin's lists and forms leave them out: a sheet holds what staff see and type.
 */
export function exportColumns(
  resource: Resource,
  lang: Lang,
  /** Whether the caller may read a field: others are left out. */
  readable: (name: string) => boolean = () => true,
  zone: string = defaultTimeZone,
): ExportColumn[] {
  const id = systemFields.find((s) => s.name === 'id')!;
  return [
    { name: 'id', label: id.label[lang], kind: 'number' },
    ...resource.fields.flatMap((f): ExportColumn[] => {
      const kind = readable(f.name) ? kinds[f.type] : null;
      if (!kind) return [];
      const label = zoned.has(f.type) ? zonedLabel(f.label[lang], zone) : f.label[lang];
      return [{ name: f.name, label, kind, ...(readableTypes.has(f.type) && { readable: f }) }];
    }),
  ];
}

const yesNo: Record<Lang, [string, string]> = { id: ['Ya', 'Tidak'], en: ['Yes', 'No'] };

/** Ya / Tidak (admin spec §9 display formats), Yes / No in English. */
export function booleanText(value: unknown, lang: Lang): string {
  return yesNo[lang][value ? 0 : 1];
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

/** A phone number as the `tel` field takes it: a spreadsheet shows it as it is, so it needs no guard. */
const phonePattern = /^\+?[0-9 ()-]{6,20}$/;

/** Writes cells as plain text for people, times in one zone: what the csv format writes. */
export function textCells(lang: Lang, zone: string = defaultTimeZone) {
  const clock = zoneClock(zone);
  return (value: unknown, kind: CellKind): string => {
    if (value === null || value === undefined) return '';
    switch (kind) {
      case 'number':
      case 'money':
        return String(value);
      case 'boolean':
        return booleanText(value, lang);
      case 'datetime':
        return clock.text(value);
      case 'phone':
        return phonePattern.test(String(value)) ? String(value) : guardFormula(String(value));
      case 'text':
        return guardFormula(String(value));
    }
  };
}

/** A cell as plain text for people, times in Jakarta unless told. */
export function cellText(value: unknown, kind: CellKind, lang: Lang, zone?: string): string {
  return textCells(lang, zone)(value, kind);
}

/** Writes cells for a page to read: as csv does, with money in rupiah as the admin's lists show it. */
export function pageCells(lang: Lang, zone?: string) {
  const text = textCells(lang, zone);
  return (value: unknown, kind: CellKind): string =>
    kind === 'money' && value !== null && value !== undefined
      ? formatRupiah(value as number)
      : text(value, kind);
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
