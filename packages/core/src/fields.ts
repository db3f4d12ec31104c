import { checklistContentErrors, parseChecklistAnswers, parseChecklistShape } from './checklists.js';
import type { HierarchyName } from './hierarchies.js';
import type { Text } from './i18n.js';
import { checkPolygon, maxPolygonVertices } from './polygon.js';
import type { RuleName } from './validation/messages.js';
import { isStorableText, isUrl } from './validation/rules.js';

/**
 * Every field type a resource may use: the form input types of admin spec §3, each with how it is
 * stored. Each one has an entry in `fieldTypes` below (column, input parsing, filter operators) and in
 * the admin's renderer registry (list, detail, form); a type missing from either is a compile error.
 */
export type FieldType =
  // one line of text
  | 'text'
  | 'email'
  | 'url'
  | 'tel'
  | 'color'
  | 'hidden'
  | 'password'
  // long text; richtext is the spec's tinymce: HTML, sanitised by the server when written
  | 'textarea'
  | 'richtext'
  // numbers; money is whole rupiah
  | 'number'
  | 'decimal'
  | 'money'
  | 'boolean'
  // moments and periods
  | 'date'
  | 'datetime'
  | 'time'
  | 'year'
  | 'month'
  | 'week'
  | 'date-range'
  | 'datetime-range'
  | 'time-range'
  | 'year-range'
  | 'month-range'
  | 'week-range'
  // a place picked on the map (admin spec §3 "Map result")
  | 'map'
  // a shape drawn on the map: a GeoJSON Polygon or MultiPolygon
  | 'polygon'
  // stored files: one image, one file of any kind, several images, several videos
  | 'image'
  | 'file'
  | 'images'
  | 'videos'
  // choices from the field's own option list
  | 'select'
  | 'radio'
  | 'select-multiple'
  | 'checkbox'
  // rows of another resource
  | 'lookup'
  | 'lookup-radio'
  | 'lookup-checkbox'
  // a repeated sub-form, stored with its record
  | 'slave'
  // answers to the checklist of a template version (`checklist` option), scored by the server
  | 'checklist'
  // a checklist template's content: its answer scale, elements with weighted criteria, levels and bands
  | 'checklist-template';

/** Filter operators of the one filter grammar used by list queries. */
export const filterOperators = [
  'eq',
  'neq',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'nin',
  'contains',
  'null',
] as const;
export type FilterOperator = (typeof filterOperators)[number];

/** PostgreSQL column types, as `information_schema.columns.data_type` names them. */
export type ColumnType =
  | 'character varying'
  | 'text'
  | 'bigint'
  | 'integer'
  | 'boolean'
  | 'date'
  | 'time without time zone'
  | 'timestamp with time zone'
  | 'double precision'
  | 'jsonb';

/**
 * A parsed input value, or why it was refused: a rule and its arguments, or for a refusal that must be told
 * in the caller's words, `detail` as the rule's one argument.
 */
export type Parsed =
  | { ok: true; value: unknown }
  | { ok: false; rule: RuleName; args?: string[]; detail?: Text };

/** One choice of a select, radio, select-multiple or checkbox field. */
export interface FieldOption {
  value: string;
  label: Text;
}

/** A field as a resource declares it. */
export interface FieldInput {
  type: FieldType;
  label: Text;
  /** Validation rule string, e.g. `required|max:255`. */
  rules?: string;
  placeholder?: Text;
  hint?: Text;
  /**
   * Whether a list's search looks in the field: `true` finds the term anywhere in a text (a trigram
   * index serves it), `'exact'` only the whole value (a plain index serves it, for codes in large
   * tables), and on a lookup `true` finds the rows whose looked-up label holds the term.
   */
  searchable?: boolean | 'exact';
  sortable?: boolean;
  filterable?: boolean;
  /**
   * A permission needed to read the field (answers leave it out for other callers) and to write it (a
   * write by another caller is refused with a 403 that names the field).
   */
  read?: string;
  write?: string;
  /** Optional input that the server fills when none is given (a generated password): its column is never null. */
  serverFilled?: boolean;
  /**
   * A required field added after rows were stored, which some of them could not be given: every save
   * requires it, but its column allows null for the rows kept without it.
   */
  nullInOlderRows?: boolean;
  /** Views the field appears in; all by default, except long text, which is left out of lists. */
  list?: boolean;
  detail?: boolean;
  form?: boolean;
  /** For file fields: the upload size limit in MB (strictly below), accepted types, most files. */
  maxSizeMb?: number;
  accept?: string;
  maxFiles?: number;
  /** For select, radio, select-multiple and checkbox fields: the choices. */
  options?: readonly FieldOption[];
  /**
   * For select and select-multiple fields: a value typed in the form that is not one of the options is
   * kept too (admin spec §3 option `allowAdd`), when it is at most 255 characters long.
   */
  allowAdd?: boolean;
  /**
   * For lookup fields: the resource whose rows are chosen, and its field that names a row; `select`
   * chooses from a drop-down the server searches as one types, instead of the picker dialog; `through`
   * names a hierarchy (see `hierarchies`) the looked-up resource is a level of, and the row is then
   * picked through its ancestors, one drop-down per level from the top (a village through its province
   * and its unit). Either way the field stores the row's id.
   */
  lookup?: { resource: string; label: string; select?: boolean; through?: HierarchyName };
  /**
   * For polygon fields: a decimal field of the same resource (not in the form) where the server writes
   * the shape's area in hectares whenever the shape is written.
   */
  area?: string;
  /** For slave fields: the fields of one repeated sub-record. */
  fields?: Record<string, FieldInput>;
  /**
   * For checklist fields: the lookup field (of `checklist-templates`) naming the template version the
   * answers follow, the field holding the appraisal's level when the template has levels, and the kind
   * of checklist (whose newest published version a new record starts from).
   */
  checklist?: { template: string; level?: string; kind: string };
  /**
   * For text, textarea and richtext fields: the text has an English version too, the field `{name}_en`
   * that the definition adds, optional. The public API answers it in English where it is given and the
   * Indonesian text where it is not.
   */
  translate?: boolean;
  /**
   * For a lookup of users: the user who created the row, filled by the server with the caller on create
   * and never from a form or an import (the spec's `created_by`, answered as `rel_created_by`).
   */
  author?: boolean;
}

export interface FieldTypeSpec {
  column: ColumnType;
  /** Rules every field of this type obeys, checked before the field's own. */
  impliedRules: string;
  /** Turns a non-empty input value (JSON or form text) into the stored value. */
  parse: (value: unknown, field: Pick<FieldInput, 'options' | 'allowAdd'>) => Parsed;
  operators: readonly FilterOperator[];
  /** Whether the type can take part in free-text search. */
  textual: boolean;
  /** A secret is written but never read back: answers leave it out, and an empty update keeps it. */
  secret?: true;
  /** The value is a list: a filter value is one item of it, and `in` matches a list holding any. */
  listValued?: true;
  /** The parser bounds the value's size and nesting itself (a shape has deep, long lists of numbers). */
  ownsShape?: true;
}

const ok = (value: unknown): Parsed => ({ ok: true, value });
const fail = (rule: RuleName, args?: string[]): Parsed =>
  args ? { ok: false, rule, args } : { ok: false, rule };

/**
 * A scalar input as trimmed text: a string, or a number as it is written. A list, an object or a yes/no is
 * not the text of any field, and is refused rather than turned into one.
 */
const text = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
};

const trimmed = (value: unknown): Parsed => {
  const s = text(value);
  return s === undefined ? fail('regex') : ok(s);
};
const matching =
  (pattern: RegExp, rule: RuleName, normalise: (s: string) => string = (s) => s) =>
  (value: unknown): Parsed => {
    const s = text(value);
    return s !== undefined && pattern.test(s) ? ok(normalise(s)) : fail(rule);
  };

/** The whole numbers a column holds: `integer` is PostgreSQL's int4. */
const int4Range = { min: -2_147_483_648, max: 2_147_483_647 } as const;
/** `bigint` columns (money, ids) hold what JavaScript counts exactly, well inside PostgreSQL's int8. */
const safeRange = { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER } as const;

/** A whole number within a column's range; one beyond it fails `between`, naming the range. */
const integerIn =
  ({ min, max }: { min: number; max: number }) =>
  (value: unknown): Parsed => {
    const s = text(value);
    // A JSON number such as 1e21 is whole without being written in digits.
    const whole = typeof value === 'number' ? Number.isInteger(value) : s !== undefined && /^-?\d+$/.test(s);
    if (!whole) return fail('integer');
    const n = Number(s);
    return n >= min && n <= max ? ok(n) : fail('between', [String(min), String(max)]);
  };
const asInteger = integerIn(int4Range);
const asMoney = integerIn(safeRange);
/** A decimal, with a point or a comma, in plain or exponent notation; never Infinity or NaN. */
const asDecimal = (value: unknown): Parsed => {
  const s = text(value);
  if (s === undefined || !/^[-+]?(\d+([.,]\d*)?|[.,]\d+)(e[-+]?\d+)?$/i.test(s)) return fail('double');
  const n = Number(s.replace(',', '.'));
  return Number.isFinite(n) ? ok(n) : fail('double');
};
/** A row id: positive, or -1 (the super-user role's); an id past the largest a row can have is not found. */
const asId = (value: unknown): Parsed => {
  const parsed = integerIn({ min: -1, max: safeRange.max })(value);
  if (!parsed.ok) return fail(parsed.rule === 'between' && Number(text(value)) > 0 ? 'exists' : 'integer');
  return parsed.value === 0 ? fail('integer') : parsed;
};

/**
 * The years a date or a moment may have. PostgreSQL stores far more (and JavaScript dates too), but a
 * four-digit year is what people write and read, and what every client can show.
 */
const yearRange = { min: 1, max: 9999 } as const;

/** A calendar date, `YYYY-MM-DD`, that exists (no 31 February), in years 1 to 9999. */
const asDate = (value: unknown): Parsed => {
  const s = text(value)?.slice(0, 10) ?? '';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m || Number(m[1]) < yearRange.min) return fail('date');
  const d = new Date(0);
  // setUTCFullYear, unlike Date.UTC, takes years below 100 as they are.
  d.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return d.toISOString().slice(0, 10) === s ? ok(s) : fail('date');
};
/** A moment in years 1 to 9999 (as UTC), stored as an ISO time. */
const asDateTime = (value: unknown): Parsed => {
  const s = text(value);
  if (s === undefined) return fail('date');
  const d = new Date(s);
  if (Number.isNaN(d.getTime())) return fail('date');
  const year = d.getUTCFullYear();
  return year >= yearRange.min && year <= yearRange.max ? ok(d.toISOString()) : fail('date');
};
/** `HH:mm` or `HH:mm:ss`, stored as `HH:mm:ss`. */
const asTime = matching(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'date', (s) =>
  s.length === 5 ? `${s}:00` : s,
);
const asYear = (value: unknown): Parsed => {
  const parsed = asInteger(value);
  return parsed.ok && (parsed.value as number) >= 1000 && (parsed.value as number) <= 9999
    ? parsed
    : fail('date');
};
const asMonth = matching(/^\d{4}-(0[1-9]|1[0-2])$/, 'date');
const asWeek = matching(/^\d{4}-W(0[1-9]|[1-4]\d|5[0-3])$/, 'date');

/** Ordered values of one kind compare as their stored form: numbers as numbers, the rest as text. */
const inOrder = (a: unknown, b: unknown) =>
  typeof a === 'number' ? a <= (b as number) : String(a) <= String(b);

/** A period: `[from, to]`, both of the same kind, from not after to. */
const range =
  (one: (value: unknown) => Parsed) =>
  (value: unknown): Parsed => {
    if (!Array.isArray(value) || value.length !== 2) return fail('date');
    const [from, to] = value.map((v) => one(v));
    if (!from?.ok || !to?.ok || !inOrder(from.value, to.value)) return fail('date');
    return ok([from.value, to.value]);
  };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A place: a latitude and a longitude in range (one without the other is the spec's own message); the
 * address parts are kept as text.
 */
const asPlace = (value: unknown): Parsed => {
  if (!isRecord(value)) return fail('regex');
  const missing = (v: unknown) => v === null || v === undefined || v === '';
  if (missing(value.lat) || missing(value.lng)) return fail('coordinates');
  const lat = asDecimal(value.lat);
  const lng = asDecimal(value.lng);
  if (!lat.ok || !lng.ok || Math.abs(lat.value as number) > 90 || Math.abs(lng.value as number) > 180) {
    return fail('regex');
  }
  const place: Record<string, unknown> = { lat: lat.value, lng: lng.value };
  for (const [key, v] of Object.entries(value)) {
    if (key === 'lat' || key === 'lng' || v === null || v === undefined || v === '') continue;
    const part = typeof v === 'boolean' ? String(v) : text(v);
    if (part === undefined) return fail('regex');
    place[key] = part.slice(0, 500);
  }
  return ok(place);
};

/** A GeoJSON Polygon or MultiPolygon, as `checkPolygon` reads it. */
const asPolygon = (value: unknown): Parsed => {
  const checked = checkPolygon(value);
  if (checked.ok) return ok(checked.value);
  return checked.why === 'max_vertices'
    ? fail('max_vertices', [String(maxPolygonVertices)])
    : fail(checked.why);
};

/** A list of distinct values, each parsed by `one`. */
const listOf =
  (one: (value: unknown) => Parsed, rule: RuleName) =>
  (value: unknown): Parsed => {
    if (!Array.isArray(value)) return fail(rule);
    const parsed: unknown[] = [];
    for (const item of value) {
      const p = one(item);
      if (!p.ok) return p;
      if (!parsed.includes(p.value)) parsed.push(p.value);
    }
    return ok(parsed);
  };

const url = (value: unknown): Parsed => {
  const s = text(value);
  return s !== undefined && isUrl(s) ? ok(s) : fail('url');
};
const choice = (value: unknown, field: Pick<FieldInput, 'options' | 'allowAdd'>): Parsed => {
  const s = text(value);
  if (s === undefined) return fail('oneOf');
  if (field.options?.some((o) => o.value === s)) return ok(s);
  return field.allowAdd && s !== '' && s.length <= 255 ? ok(s) : fail('oneOf');
};

/** Most items a list, a period, a place or the sub-records of one field may hold. */
const maxListItems = 1000;
/** How deep a value may nest: sub-records (1), their values (2), a list's items (3). */
const maxDepth = 3;

/**
 * Why a value cannot be stored, whatever the field's type: text PostgreSQL refuses (in a value or a key),
 * a list longer than `maxListItems`, nesting deeper than any field reads. Undefined when it can.
 */
function unstorable(value: unknown, depth = 0): Parsed | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : fail('valid_chars');
  if (typeof value !== 'object' || value === null) return undefined;
  if (depth >= maxDepth) return fail('regex');
  const entries = Object.entries(value);
  if (entries.length > maxListItems) return fail('max_items', [String(maxListItems)]);
  for (const [key, item] of entries) {
    if (!isStorableText(key)) return fail('valid_chars');
    const failed = unstorable(item, depth + 1);
    if (failed) return failed;
  }
  return undefined;
}

const textOps = ['eq', 'neq', 'in', 'nin', 'contains', 'null'] as const;
const orderedOps = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in', 'nin', 'null'] as const;
const choiceOps = ['eq', 'neq', 'in', 'nin', 'null'] as const;
const presenceOps = ['null'] as const;

const line = (impliedRules = '', parse = trimmed): FieldTypeSpec => ({
  column: 'character varying',
  impliedRules,
  parse,
  operators: textOps,
  textual: true,
});
const ordered = (column: ColumnType, parse: FieldTypeSpec['parse'], impliedRules = ''): FieldTypeSpec => ({
  column,
  impliedRules,
  parse,
  operators: orderedOps,
  textual: false,
});
const json = (parse: FieldTypeSpec['parse']): FieldTypeSpec => ({
  column: 'jsonb',
  impliedRules: '',
  parse,
  operators: presenceOps,
  textual: false,
});

/** Lists of chosen values; the `in` filter finds rows whose list holds any of the given values. */
const chosenMany = (parse: FieldTypeSpec['parse']): FieldTypeSpec => ({
  ...json(parse),
  operators: ['in', 'null'],
  listValued: true,
});

const parsedOr =
  (parse: (value: unknown) => unknown, rule: RuleName) =>
  (value: unknown): Parsed => {
    const parsed = parse(value);
    return parsed === undefined ? fail(rule) : ok(parsed);
  };

/** A checklist template's content: its shape, then whether it can be used, naming its first problem. */
const asChecklistContent = (value: unknown): Parsed => {
  const content = parseChecklistShape(value);
  if (!content) return fail('checklist');
  const [id] = checklistContentErrors(content, 'id');
  if (id === undefined) return ok(content);
  // The problem, a line of its own in the editor's list, goes on after a colon here.
  const afterColon = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
  return {
    ok: false,
    rule: 'checklist_content',
    detail: { id: afterColon(id), en: afterColon(checklistContentErrors(content, 'en')[0]!) },
  };
};

const lowerCase = (value: unknown): Parsed => {
  const parsed = trimmed(value);
  return parsed.ok ? ok((parsed.value as string).toLowerCase()) : parsed;
};

const specs: { readonly [K in FieldType]: FieldTypeSpec } = {
  text: line(),
  email: line('email', lowerCase),
  url: line('url'),
  tel: line('regex:^\\+?[0-9 ()-]{6,20}$'),
  color: line('regex:^#[0-9a-fA-F]{6}$', lowerCase),
  hidden: line(),
  // A password is kept as it was typed, spaces included.
  password: {
    ...line('min:8|max:64', (v) => (typeof v === 'string' ? ok(v) : trimmed(v))),
    operators: [],
    textual: false,
    secret: true,
  },
  textarea: { ...line(), column: 'text' },
  richtext: { ...line(), column: 'text' },
  number: ordered('integer', asInteger),
  decimal: ordered('double precision', asDecimal),
  money: ordered('bigint', asMoney, 'min_value:0'),
  boolean: {
    column: 'boolean',
    impliedRules: '',
    parse: (v) => {
      if (v === true || v === 1 || v === '1' || v === 'true') return ok(true);
      if (v === false || v === 0 || v === '0' || v === 'false') return ok(false);
      return fail('boolean');
    },
    operators: ['eq', 'neq', 'null'],
    textual: false,
  },
  date: ordered('date', asDate),
  datetime: ordered('timestamp with time zone', asDateTime),
  time: ordered('time without time zone', asTime),
  year: ordered('integer', asYear),
  month: { ...ordered('character varying', asMonth), textual: false },
  week: { ...ordered('character varying', asWeek), textual: false },
  'date-range': json(range(asDate)),
  'datetime-range': json(range(asDateTime)),
  'time-range': json(range(asTime)),
  'year-range': json(range(asYear)),
  'month-range': json(range(asMonth)),
  'week-range': json(range(asWeek)),
  map: json(asPlace),
  polygon: { ...json(asPolygon), ownsShape: true },
  image: { ...line('url', url), operators: ['eq', 'neq', 'null'], textual: false },
  file: { ...line('url', url), operators: ['eq', 'neq', 'null'], textual: false },
  images: json(listOf(url, 'url')),
  videos: json(listOf(url, 'url')),
  select: { ...line(), parse: choice, operators: choiceOps, textual: false },
  radio: { ...line(), parse: choice, operators: choiceOps, textual: false },
  'select-multiple': chosenMany((v, field) => listOf((one) => choice(one, field), 'oneOf')(v)),
  checkbox: chosenMany((v, field) => listOf((one) => choice(one, field), 'oneOf')(v)),
  lookup: { ...ordered('bigint', asId), operators: choiceOps },
  'lookup-radio': { ...ordered('bigint', asId), operators: choiceOps },
  'lookup-checkbox': chosenMany(listOf(asId, 'integer')),
  // Each sub-record is checked field by field by validateRecord; this only checks the shape.
  slave: json((v) => (Array.isArray(v) && v.every(isRecord) ? ok(v) : fail('regex'))),
  // The answers' fit to their template version is checked by the server, which reads the template.
  checklist: { ...json(parsedOr(parseChecklistAnswers, 'checklist')), ownsShape: true },
  'checklist-template': { ...json(asChecklistContent), ownsShape: true },
};

/**
 * Every field type. Each parser first refuses what no column can store (see `unstorable`), so whatever a
 * parser accepts, PostgreSQL takes.
 */
export const fieldTypes = Object.fromEntries(
  Object.entries(specs).map(([type, spec]) => {
    // A shape bounds its own size and nesting; a text in its place must still be storable.
    const guard = spec.ownsShape
      ? (value: unknown) => (typeof value === 'string' ? unstorable(value) : undefined)
      : unstorable;
    return [
      type,
      { ...spec, parse: (value, field) => guard(value) ?? spec.parse(value, field) } satisfies FieldTypeSpec,
    ];
  }),
) as { readonly [K in FieldType]: FieldTypeSpec };

/** Types whose value is a list of files, and the default number of files (admin spec §5). */
export const defaultMaxFiles = 5;

/** Types that choose from the field's own option list, and those that choose rows of a resource. */
export const choiceTypes: readonly FieldType[] = ['select', 'radio', 'select-multiple', 'checkbox'];
export const lookupTypes: readonly FieldType[] = ['lookup', 'lookup-radio', 'lookup-checkbox'];
