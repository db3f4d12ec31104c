import {
  apiMessage,
  choiceTypes,
  defaultTimeZone,
  type Field,
  type FieldErrors,
  fieldTypes,
  instantOfWallClock,
  type Resource,
  resources,
  validateRecord,
  zoneNamed,
} from '@rimba/core';
import { type Static, Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, httpError } from '../http/errors.js';
import { uploadedFile } from '../http/multipart.js';
import { errorResponses } from '../http/schemas.js';
import { context } from './context.js';
import { type Cell, readSheet, type Sheet, type SheetLimits } from './import-sheet.js';
import { addStoredErrors, authorize, createMany, type OperationContext } from './operations.js';
import { hooksOf } from './parts.js';

/** How many rows a preview (or a refused import) lists; its counts always cover every row of the file. */
export const previewRowLimit = 1000;

/** Bind parameters per INSERT statement: well under PostgreSQL's 65,535, few statements per import. */

export type ImportLimits = SheetLimits;

/**
 * What an import may unpack and hold, in proportion to the largest file it takes (`IMPORT_MAX_MB`): ten
 * times as much XML, four times as much in shared strings and in the text of its cells.
 */
export function importLimitsOf(config: { importMaxMb: number; importMaxRows: number }): ImportLimits {
  const { importMaxMb: fileMb } = config;
  return {
    maxRows: config.importMaxRows,
    unpackedMb: fileMb * 10,
    sharedStringsMb: fileMb * 4,
    textMb: fileMb * 4,
  };
}

/** A cell as the field will read it: a scalar, or a list, period, place or sub-records read from its text. */
const ImportValue = Type.Union([
  Type.String(),
  Type.Number(),
  Type.Boolean(),
  Type.Null(),
  Type.Array(Type.Unknown()),
  Type.Record(Type.String(), Type.Unknown()),
]);
type ImportValue = Static<typeof ImportValue>;

const ImportPreview = Type.Object(
  {
    columns: Type.Array(
      Type.Object({ header: Type.String(), field: Type.Union([Type.String(), Type.Null()]) }),
      { description: 'Each header cell and the field it fills; null: not a field, ignored' },
    ),
    missing: Type.Array(Type.String(), { description: 'Required fields that no column fills' }),
    rows: Type.Array(
      Type.Object({
        line: Type.Integer({ description: 'Row number in the spreadsheet' }),
        values: Type.Record(Type.String(), ImportValue),
        errors: Type.Record(Type.String(), Type.Array(Type.String())),
      }),
      {
        description: `Rows with errors first, then valid ones, up to ${previewRowLimit}, in line order`,
      },
    ),
    total: Type.Integer({ description: 'Non-blank rows under the header' }),
    valid: Type.Integer(),
    invalid: Type.Integer(),
  },
  { $id: 'ImportPreview' },
);
export type ImportPreview = Static<typeof ImportPreview>;

interface CheckedRow {
  line: number;
  values: Record<string, ImportValue>;
  errors: FieldErrors;
  /** The validated values, as the create call would insert them. */
  record: Record<string, unknown>;
}

interface CheckedFile {
  columns: ImportPreview['columns'];
  missing: string[];
  rows: CheckedRow[];
}

/** Header text as matched against field names and labels: case, spaces and underscores do not count. */
const headerKey = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_]+/g, '');

const headerIndexes = new WeakMap<Resource, ReadonlyMap<string, Field>>();
/** The form fields of a resource by every header that may name them: name, Indonesian and English label. */
function headerIndex(resource: Resource): ReadonlyMap<string, Field> {
  let index = headerIndexes.get(resource);
  if (!index) {
    const entries = resource.fields
      .filter((f) => f.form)
      .flatMap((f) => [f.name, f.label.id, f.label.en].map((text) => [headerKey(text), f] as const));
    index = new Map(entries);
    headerIndexes.set(resource, index);
  }
  return index;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Spreadsheet dates and times carry no zone; exceljs hands over their wall-clock digits as UTC. They are
 * read in the zone the column's header names ("Dibuat (WIT)", as an export writes it), else in Jakarta
 * time (WIB), the product's default.
 */
const excelEpoch = Date.UTC(1899, 11, 30);
const dayMs = 86_400_000;

function wallClock(date: Date): { day: string; time: string } {
  return {
    day: `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`,
    time: `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`,
  };
}

const yesNo: Record<string, boolean> = {
  ya: true,
  yes: true,
  true: true,
  tidak: false,
  no: false,
  false: false,
};

/** A time typed without a zone, read in the column's zone; anything else is left to the field's check. */
const instantIn = (text: string, zone: string): string => instantOfWallClock(text, zone) ?? text;

/** The value of the option a text names: its value, or its label in either language (any case). */
function optionValue(field: Field, text: string): string {
  const wanted = text.trim();
  const lower = wanted.toLowerCase();
  const option = field.options?.find(
    (o) => o.value === wanted || o.label.id.toLowerCase() === lower || o.label.en.toLowerCase() === lower,
  );
  return option?.value ?? wanted;
}

/**
 * A cell as the create call would receive the field's value: numbers stay numbers for number fields and
 * become text elsewhere; dates become an ISO time for datetime fields (a bare number there is an Excel
 * date serial) and `YYYY-MM-DD[ HH:mm:ss]` text elsewhere; ya/tidak and yes/no are accepted for yes/no;
 * an option's label stands for its value; lists, periods, places and sub-records are read as an export
 * writes them.
 */
function inputOf(field: Field, cell: Cell, zone: string): ImportValue {
  const { type } = field;
  if (cell === null) return null;
  const value = type === 'datetime' && typeof cell === 'number' ? new Date(excelEpoch + cell * dayMs) : cell;
  if (value instanceof Date) {
    const { day, time } = wallClock(value);
    if (type === 'datetime') return instantIn(`${day} ${time}`, zone);
    return time === '00:00:00' ? day : `${day} ${time}`;
  }
  if (typeof value === 'number') return ['number', 'money', 'boolean'].includes(type) ? value : String(value);
  if (typeof value === 'boolean') return type === 'boolean' ? value : String(value);
  if (type === 'boolean') return yesNo[value.trim().toLowerCase()] ?? value;
  // An export guards text a spreadsheet would run as a formula with a leading apostrophe: undo it.
  const text = /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
  if (type === 'datetime') return instantIn(text, zone);
  if (type === 'select' || type === 'radio') return optionValue(field, text);
  if (fieldTypes[type].column === 'jsonb') return structuredOf(field, text, zone);
  return text;
}

/**
 * A list, period, place or sub-records written in one cell, as an export writes them: JSON as it is,
 * a list as `a, b` (or `;`, options by their labels), a period as `from – to`, a place as `lat, lng`,
 * sub-records as `Field: value, …; …`. What cannot be read stays text for the field's own check to refuse
 * with its message: a place named only by its address, looked-up rows named by their labels.
 */
function structuredOf(field: Field, text: string, zone: string): ImportValue {
  const { type } = field;
  const trimmed = text.trim();
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    try {
      return JSON.parse(trimmed) as ImportValue;
    } catch {
      return text;
    }
  }
  if (type === 'slave') return subRecordsOf(field, trimmed, zone) ?? text;
  if (type === 'map') {
    const point = /^(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)$/.exec(trimmed);
    return point ? { lat: Number(point[1]), lng: Number(point[2]) } : text;
  }
  if (fieldTypes[type].listValued || type === 'images' || type === 'videos') {
    const items = trimmed.split(/\s*[,;]\s*/).filter(Boolean);
    return (
      choiceTypes.includes(type) ? items.map((item) => optionValue(field, item)) : items
    ) as ImportValue;
  }
  if (type.endsWith('-range')) {
    const parts = trimmed.split(/\s+[–—-]\s+|\s*\.\.\s*/);
    if (parts.length !== 2) return text;
    return (type === 'datetime-range' ? parts.map((p) => instantIn(p, zone)) : parts) as ImportValue;
  }
  return text;
}

/**
 * Sub-records as an export writes them, `Jenis: Mahoni, Jumlah: 10; Jenis: Jati, Jumlah: 5`, each field
 * named by its name or label; undefined when a part names no sub-field.
 */
function subRecordsOf(field: Field, text: string, zone: string): Record<string, ImportValue>[] | undefined {
  const subFields = new Map(
    (field.fields ?? []).flatMap((sub) =>
      [sub.name, sub.label.id, sub.label.en].map((n) => [headerKey(n), sub]),
    ),
  );
  const records: Record<string, ImportValue>[] = [];
  for (const part of text.split(/\s*;\s*/).filter(Boolean)) {
    const record: Record<string, ImportValue> = {};
    // A comma starts the next field only where a field's name and a colon follow it.
    for (const pair of part.split(/\s*,\s*(?=[^,:]+:\s)/)) {
      const colon = pair.indexOf(':');
      const sub = colon > 0 ? subFields.get(headerKey(pair.slice(0, colon))) : undefined;
      if (!sub) return undefined;
      record[sub.name] = inputOf(sub, pair.slice(colon + 1).trim(), zone);
    }
    records.push(record);
  }
  return records;
}

const cellText = (cell: Cell | undefined) =>
  cell === null || cell === undefined ? '' : String(cell instanceof Date ? wallClock(cell).day : cell).trim();

/** A header that names a field and, in brackets, the zone of its times: `Waktu Kunjungan (WIT)`. */
const zonedHeader = /^(.*\S)\s*\(([^()]+)\)$/;

/** The field a header names and the zone it gives the column's times, if any. */
function fieldOfHeader(index: ReadonlyMap<string, Field>, header: string): { field?: Field; zone?: string } {
  const field = index.get(headerKey(header));
  if (field) return { field };
  const zoned = zonedHeader.exec(header);
  const named = zoned && index.get(headerKey(zoned[1]!));
  const zone = zoned && zoneNamed(zoned[2]!);
  if (named && zone && (named.type === 'datetime' || named.type === 'datetime-range')) {
    return { field: named, zone };
  }
  return {};
}

/**
 * Matches the header to the fields, then validates every row with the create call's own validation, in
 * the caller's language. A field no column fills is validated as empty, so a missing required column
 * fails every row.
 */
function checkSheet(ctx: OperationContext, resource: Resource, sheet: Sheet): CheckedFile {
  const index = headerIndex(resource);
  const columns: ImportPreview['columns'] = [];
  const filled = new Map<string, number>();
  const zones = new Map<string, string>();
  for (const [position, cell] of (sheet.header?.cells ?? []).entries()) {
    const header = cellText(cell);
    if (!header) continue;
    const { field, zone } = fieldOfHeader(index, header);
    // A second column for the same field is ignored, as an unknown one is.
    const fills = field && !filled.has(field.name);
    if (fills) filled.set(field.name, position);
    if (fills && zone) zones.set(field.name, zone);
    columns.push({ header, field: fills ? field.name : null });
  }
  const missing = resource.fields
    .filter((f) => f.form && f.required && !filled.has(f.name))
    .map((f) => f.name);
  const rows = sheet.rows.map(({ line, cells }) => {
    const values: Record<string, ImportValue> = {};
    for (const [name, position] of filled) {
      const field = resource.fieldsByName.get(name)!;
      values[name] = inputOf(field, cells[position] ?? null, zones.get(name) ?? defaultTimeZone);
    }
    const { values: record, errors } = validateRecord(resource, values, ctx.lang, 'create');
    return { line, values, errors, record };
  });
  return { columns, missing, rows };
}

/** The messages a resource's own checks give one row's values (the rules passed already). */
async function hookErrors(
  ctx: OperationContext,
  resource: Resource,
  input: Record<string, unknown>,
): Promise<FieldErrors> {
  const check = hooksOf(resource).check;
  if (!check) return {};
  const { values } = validateRecord(resource, input, ctx.lang, 'create');
  return check(ctx, values as never, { mode: 'create' });
}

const isValid = (row: CheckedRow) => Object.keys(row.errors).length === 0;

/** The answer about a checked file: every count, and the rows with errors first up to the row limit. */
function previewOf({ columns, missing, rows }: CheckedFile): ImportPreview {
  const invalid = rows.filter((r) => !isValid(r));
  const valid = rows.filter(isValid);
  const shown = [...invalid, ...valid]
    .slice(0, previewRowLimit)
    .sort((a, b) => a.line - b.line)
    .map(({ line, values, errors }) => ({ line, values, errors }));
  return { columns, missing, rows: shown, total: rows.length, valid: valid.length, invalid: invalid.length };
}

async function checkFile(
  ctx: OperationContext,
  resource: Resource,
  file: Buffer,
  limits: ImportLimits,
): Promise<CheckedFile> {
  authorize(ctx, resource, 'create');
  if (!resource.import) throw httpError(404, 'notFound', ctx.lang);
  const checked = checkSheet(ctx, resource, await readSheet(file, limits, ctx.lang));
  // Rows whose values the database refuses (a missing looked-up row, a file not the caller's, answers
  // that do not fit their template) fail as the create call would fail them.
  await addStoredErrors(
    ctx,
    resource,
    checked.rows.filter(isValid).map((row) => ({ values: row.record, errors: row.errors })),
  );
  return checked;
}

/** What importing a file would do: each row's values and errors. Writes nothing. */
export async function previewImport(
  ctx: OperationContext,
  resource: Resource,
  file: Buffer,
  limits: ImportLimits,
): Promise<ImportPreview> {
  return previewOf(await checkFile(ctx, resource, file, limits));
}

export type ImportResult = { inserted: number } | { refused: ImportPreview };

/**
 * Imports a file: checks it again from scratch (no state is kept between preview and import, so any
 * instance may answer either), and only when every row is valid creates them all in one transaction,
 * each through the create operation with its checks and hooks, so an import writes what the create call
 * would. Any refusal on the way rolls every row back.
 */
export async function importFile(
  ctx: OperationContext,
  resource: Resource,
  file: Buffer,
  limits: ImportLimits,
): Promise<ImportResult> {
  const checked = await checkFile(ctx, resource, file, limits);
  if (checked.rows.length === 0 || !checked.rows.every(isValid)) return { refused: previewOf(checked) };
  // A row the create path refuses (a hook's check) refuses the file, with its messages: the rows were
  // valid by the rules, so it is the one row whose checks fail, found again one by one.
  try {
    await createMany(
      ctx,
      resource,
      checked.rows.map((row) => row.values),
    );
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 422 || !error.errors) throw error;
    for (const row of checked.rows) {
      const errors = await hookErrors(ctx, resource, row.values);
      if (Object.keys(errors).length > 0) Object.assign(row.errors, errors);
    }
    if (checked.rows.every(isValid)) throw error;
    return { refused: previewOf(checked) };
  }
  return { inserted: checked.rows.length };
}

const ImportReply = Type.Object({ message: Type.String(), inserted: Type.Integer() });
const RefusedReply = Type.Composite([Type.Object({ message: Type.String() }), ImportPreview]);

/** `POST /api/{name}/import/preview` and `POST /api/{name}/import` for every resource that imports. */
export function registerImportRoutes(app: FastifyInstance): void {
  app.addSchema(ImportPreview);
  for (const resource of resources) if (resource.import) importRoutes(app, resource);
}

function importRoutes(app: FastifyInstance, resource: Resource): void {
  const base = `/api/${resource.name}/import`;
  const tags = [resource.title.en];
  const limits = importLimitsOf(app.config);
  const fileHelp =
    `multipart field "file": .xlsx (first sheet) or .csv (UTF-8, comma or semicolon), up to ` +
    `${app.config.importMaxMb} MB and ${limits.maxRows} rows; the first non-blank row names the fields ` +
    '(field name, or its Indonesian or English label)';

  /** The caller, checked before the file is taken in, and the file. */
  async function upload(request: FastifyRequest): Promise<{ ctx: OperationContext; file: Buffer }> {
    const ctx = await context(app, request);
    authorize(ctx, resource, 'create');
    const { bytes } = await uploadedFile(request, app.config.importMaxMb);
    return { ctx, file: bytes };
  }

  app.post(
    `${base}/preview`,
    {
      schema: {
        tags,
        summary: `Check a spreadsheet of ${resource.title.en} rows: every row's values and errors; writes nothing`,
        description: fileHelp,
        consumes: ['multipart/form-data'],
        response: { 200: Type.Ref(ImportPreview), ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      const { ctx, file } = await upload(request);
      return previewImport(ctx, resource, file, limits);
    },
  );
  app.post(
    base,
    {
      schema: {
        tags,
        summary: `Add every row of a spreadsheet to ${resource.title.en} in one transaction, or none (422)`,
        description: `${fileHelp}. Any invalid row, or no row, answers 422 with the preview and writes nothing.`,
        consumes: ['multipart/form-data'],
        response: {
          200: ImportReply,
          422: RefusedReply,
          ...errorResponses(400, 401, 403, 409, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const { ctx, file } = await upload(request);
      const result = await importFile(ctx, resource, file, limits);
      const title = resource.title[request.lang];
      if ('inserted' in result) {
        return {
          message: apiMessage('imported', request.lang, { count: result.inserted, title }),
          inserted: result.inserted,
        };
      }
      const { refused } = result;
      const message =
        refused.total === 0
          ? apiMessage('importEmpty', request.lang)
          : apiMessage('importInvalid', request.lang, { invalid: refused.invalid });
      return reply.status(422).send({ message, ...refused });
    },
  );
}
