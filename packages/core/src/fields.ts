import type { Text } from './i18n.js';

/**
 * Every field type a resource may use. Each one has an entry in `fieldTypes` below (column, input
 * parsing, filter operators) and in the admin's renderer registry (list, detail, form); a type missing
 * from either is a compile error.
 */
export type FieldType =
  | 'text'
  | 'textarea'
  | 'email'
  | 'url'
  | 'number'
  | 'money'
  | 'boolean'
  | 'datetime'
  | 'image';

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
  | 'timestamp with time zone'
  | 'double precision';

export type Parsed = { ok: true; value: unknown } | { ok: false; rule: 'integer' | 'boolean' | 'date' };

export interface FieldTypeSpec {
  column: ColumnType;
  /** Rules every field of this type obeys, checked before the field's own. */
  impliedRules: string;
  /** Turns a non-empty input value (JSON or form text) into the stored value. */
  parse: (value: unknown) => Parsed;
  operators: readonly FilterOperator[];
  /** Whether the type can take part in free-text search. */
  textual: boolean;
}

const trimmed = (value: unknown): Parsed => ({ ok: true, value: String(value).trim() });
const asInteger = (value: unknown): Parsed => {
  const s = String(value).trim();
  return /^-?\d+$/.test(s) && Number.isSafeInteger(Number(s))
    ? { ok: true, value: Number(s) }
    : { ok: false, rule: 'integer' };
};
const textOps = ['eq', 'neq', 'in', 'nin', 'contains', 'null'] as const;
const orderedOps = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in', 'nin', 'null'] as const;

export const fieldTypes: { readonly [K in FieldType]: FieldTypeSpec } = {
  text: { column: 'character varying', impliedRules: '', parse: trimmed, operators: textOps, textual: true },
  textarea: { column: 'text', impliedRules: '', parse: trimmed, operators: textOps, textual: true },
  email: {
    column: 'character varying',
    impliedRules: 'email',
    parse: (v) => ({ ok: true, value: String(v).trim().toLowerCase() }),
    operators: textOps,
    textual: true,
  },
  url: {
    column: 'character varying',
    impliedRules: 'url',
    parse: trimmed,
    operators: textOps,
    textual: true,
  },
  number: { column: 'integer', impliedRules: '', parse: asInteger, operators: orderedOps, textual: false },
  money: {
    column: 'bigint',
    impliedRules: 'min_value:0',
    parse: asInteger,
    operators: orderedOps,
    textual: false,
  },
  boolean: {
    column: 'boolean',
    impliedRules: '',
    parse: (v) => {
      if (v === true || v === 1 || v === '1' || v === 'true') return { ok: true, value: true };
      if (v === false || v === 0 || v === '0' || v === 'false') return { ok: true, value: false };
      return { ok: false, rule: 'boolean' };
    },
    operators: ['eq', 'neq', 'null'],
    textual: false,
  },
  datetime: {
    column: 'timestamp with time zone',
    impliedRules: '',
    parse: (v) => {
      const d = new Date(String(v));
      return Number.isNaN(d.getTime()) ? { ok: false, rule: 'date' } : { ok: true, value: d.toISOString() };
    },
    operators: orderedOps,
    textual: false,
  },
  image: {
    column: 'character varying',
    impliedRules: 'url',
    parse: trimmed,
    operators: ['eq', 'neq', 'null'],
    textual: false,
  },
};

/** A field as a resource declares it. */
export interface FieldInput {
  type: FieldType;
  label: Text;
  /** Validation rule string, e.g. `required|max:255`. */
  rules?: string;
  placeholder?: Text;
  hint?: Text;
  searchable?: boolean;
  sortable?: boolean;
  filterable?: boolean;
  /** Views the field appears in; all by default, except long text, which is left out of lists. */
  list?: boolean;
  detail?: boolean;
  form?: boolean;
  /** For image fields: the upload size limit in MB (strictly below) and accepted types. */
  maxSizeMb?: number;
  accept?: string;
}
