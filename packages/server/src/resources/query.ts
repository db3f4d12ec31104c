import {
  type Field,
  type FieldType,
  type FilterOperator,
  fieldTypes,
  filterOperators,
  type Lang,
  type Resource,
  refusedValueMessage,
  resourcesByName,
  ruleMessage,
  type Sort,
  systemFields,
  typeOf,
} from '@rimba/core';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { httpError } from '../http/errors.js';

/** The query string of list and dataset calls, after schema validation. */
export interface ListQuery {
  page?: number;
  limit?: number;
  offset?: number;
  search?: string;
  filters?: string;
  order?: string;
  sort?: string;
}

export interface ListPlan {
  /** Whether any search or filter narrows the rows (else the total is the table's row count). */
  narrowed: boolean;
  /** Whether a search term narrows the rows: how many match, the planner cannot tell. */
  searched?: boolean;
  where: (eb: ExpressionBuilder<Row, string>) => Expression<SqlBool>;
  order: { column: string; sort: 'asc' | 'desc' };
  limit: number;
  offset: number;
}

type Row = Record<string, Record<string, unknown>>;
type Eb = ExpressionBuilder<Row, string>;

const isOperator = (op: string): op is FilterOperator => (filterOperators as readonly string[]).includes(op);
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Most values an `in` or `nin` filter may list. */
const maxFilterValues = 500;

/** One checked filter: its values already read by the field type, so building the SQL cannot fail. */
interface Filter {
  field: string;
  op: FilterOperator;
  value: unknown;
}

/**
 * The parser of a filtered column. The id is a bigint, not the int4 of the number type that the list
 * shows it as: any id a row can have is a lookup's.
 */
const parserOf = (field: string, type: FieldType) =>
  field === 'id' ? fieldTypes.lookup.parse : fieldTypes[type].parse;

/** Reads a filter value with the field type's own parser, so `"5"` filters a number field as 5. */
function filterValue(
  resource: Resource,
  field: string,
  type: FieldType,
  value: unknown,
  lang: Lang,
): unknown {
  if (value === null) return value;
  const spec = fieldTypes[type];
  const declared = resource.fieldsByName.get(field);
  const parsed = parserOf(field, type)(spec.listValued ? [value] : value, declared ?? {});
  if (!parsed.ok) {
    const label = declared?.label[lang] ?? field;
    const reason = refusedValueMessage(parsed, label, lang);
    throw httpError(400, 'filterValue', lang, { field, reason });
  }
  return spec.listValued ? (parsed.value as unknown[])[0] : parsed.value;
}

/** Reads the value (or values) of one operator, refusing a list where one value belongs and the reverse. */
function operand(
  resource: Resource,
  field: string,
  type: FieldType,
  op: FilterOperator,
  value: unknown,
  lang: Lang,
): unknown {
  if (op === 'null') {
    if (typeof value === 'boolean') return value;
    if (value === 'true' || value === 'false') return value === 'true';
    const reason = ruleMessage('boolean', `${field}.null`, lang);
    throw httpError(400, 'filterValue', lang, { field, reason });
  }
  if (op === 'in' || op === 'nin') {
    if (!Array.isArray(value) || value.length === 0 || value.length > maxFilterValues) {
      throw httpError(400, 'filterList', lang, { field, operator: op, max: maxFilterValues });
    }
    return value.map((v) => filterValue(resource, field, type, v, lang));
  }
  if (typeof value === 'object' && value !== null) {
    throw httpError(400, 'filterOneValue', lang, { field, operator: op });
  }
  return filterValue(resource, field, type, value, lang);
}

function condition(eb: Eb, resource: Resource, { field, op, value }: Filter): Expression<SqlBool> {
  const col = eb.ref(field);
  switch (op) {
    case 'eq':
      return value === null ? eb(col, 'is', null) : eb(col, '=', value);
    case 'neq':
      return value === null ? eb(col, 'is not', null) : eb(col, '<>', value);
    case 'lt':
      return eb(col, '<', value);
    case 'lte':
      return eb(col, '<=', value);
    case 'gt':
      return eb(col, '>', value);
    case 'gte':
      return eb(col, '>=', value);
    case 'in': {
      const values = value as unknown[];
      const type = typeOf(resource, field);
      if (type && fieldTypes[type].listValued) {
        return eb.or(values.map((v) => sql<SqlBool>`${col} @> ${JSON.stringify([v])}::jsonb`));
      }
      return eb(col, 'in', values);
    }
    case 'nin':
      return eb(col, 'not in', value as unknown[]);
    case 'contains':
      return eb(col, 'ilike', `%${escapeLike(String(value))}%`);
    case 'null':
      return value === true ? eb(col, 'is', null) : eb(col, 'is not', null);
  }
}

/**
 * Parses `filters` (a JSON object) into conditions, checking every field, operator and value before any
 * SQL is built: an export streams its rows after the answer has begun, too late to refuse anything.
 */
function parseFilters(resource: Resource, raw: string | undefined, lang: Lang): Filter[] {
  if (raw === undefined || raw.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw httpError(400, 'badFilters', lang);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw httpError(400, 'badFilters', lang);
  return filterEntries(resource, parsed as Record<string, unknown>, lang, true);
}

/** The conditions of a filter object; `asked` filters come from a caller and must name filterable fields. */
function filterEntries(
  resource: Resource,
  filter: Record<string, unknown>,
  lang: Lang,
  asked: boolean,
): Filter[] {
  const filters: Filter[] = [];
  for (const [field, spec] of Object.entries(filter)) {
    const type = typeOf(resource, field);
    if (!type) throw httpError(400, 'unknownField', lang, { field });
    const declared = resource.fieldsByName.get(field);
    if (asked && declared && !declared.filterable) throw httpError(400, 'notFilterable', lang, { field });
    const ops: [string, unknown][] =
      typeof spec === 'object' && spec !== null && !Array.isArray(spec)
        ? Object.entries(spec)
        : [['eq', spec]];
    for (const [op, value] of ops) {
      if (!isOperator(op) || !fieldTypes[type].operators.includes(op)) {
        throw httpError(400, 'unknownOperator', lang, { field, operator: String(op) });
      }
      filters.push({ field, op, value: operand(resource, field, type, op, value, lang) });
    }
  }
  return filters;
}

/**
 * What a search term matches: each of the columns that holds it, whatever the case, the term's `%` and
 * `_` taken as they are. The list's search and the public views' `?q=` both search this way.
 */
export function searchMatches(eb: Eb, columns: readonly string[], term: string): Expression<SqlBool>[] {
  const pattern = `%${escapeLike(term)}%`;
  return columns.map((name) => eb(eb.ref(name), 'ilike', pattern));
}

/**
 * What a search term matches in one searchable field, by the field's way of search: its text holding the
 * term, its whole value being the term, or its looked-up row's label holding the term (the ids come from
 * the looked-up table, so the large table is only probed by its lookup index).
 */
function fieldMatch(eb: Eb, field: Field, term: string): Expression<SqlBool> {
  if (field.search === 'exact') return eb(eb.ref(field.name), '=', term);
  if (field.search === 'label') {
    const target = resourcesByName.get(field.lookup!.resource)!;
    const ids = eb
      .selectFrom(target.table)
      .select('id')
      .where((inner) => searchMatches(inner as unknown as Eb, [field.lookup!.label], term)[0]!);
    // The matching ids gathered first, as an array: the column's index then finds their rows, also when
    // the search ORs this with other fields (an IN subquery under an OR is tested row by row instead).
    return eb(eb.ref(field.name), '=', sql<number>`any(array(${ids}))`);
  }
  return searchMatches(eb, [field.name], term)[0]!;
}

/**
 * A declared condition (a row scope, a transition's `when`) as an expression: the same grammar and checks
 * as a list's filters, with values already resolved by the caller.
 */
export function declaredCondition(
  resource: Resource,
  filter: Record<string, unknown>,
  lang: Lang,
): (eb: Eb) => Expression<SqlBool> {
  const entries = filterEntries(resource, filter, lang, false);
  return (eb) => eb.and(entries.map((f) => condition(eb, resource, f)));
}

/**
 * Turns a list query into a checked plan: every field, operator and sort column is checked against the
 * definition (an unknown one is a 400 that names it), values are bound parameters, limit is capped.
 */
export function planList(
  resource: Resource,
  query: ListQuery,
  lang: Lang,
  limits: { defaultLimit: number; maxLimit: number },
  /** Whether the caller may read a field: others cannot filter or order, and search passes them over. */
  readable: (name: string) => boolean = () => true,
): ListPlan {
  const filters = parseFilters(resource, query.filters, lang);
  const hidden = (name: string) => {
    const field = resource.fieldsByName.get(name);
    return field && !readable(name) ? field : undefined;
  };
  for (const { field } of filters) {
    const unreadable = hidden(field);
    if (unreadable) throw httpError(403, 'fieldForbidden', lang, { field: unreadable.label[lang] });
  }
  const term = query.search?.trim() ?? '';
  const searchable = resource.fields.filter((f) => f.searchable && readable(f.name));
  const termId = /^\d{1,15}$/.test(term) ? Number(term) : undefined;

  const orderField = query.order ?? resource.defaultOrder.field;
  const declared = resource.fieldsByName.get(orderField);
  if (!declared && !systemFields.some((s) => s.name === orderField)) {
    throw httpError(400, 'unknownField', lang, { field: orderField });
  }
  if (declared && !declared.sortable) throw httpError(400, 'notSortable', lang, { field: orderField });
  if (hidden(orderField)) throw httpError(403, 'fieldForbidden', lang, { field: declared!.label[lang] });
  const sort = (query.sort ?? (query.order ? 'DESC' : resource.defaultOrder.sort)).toUpperCase() as Sort;
  if (sort !== 'ASC' && sort !== 'DESC') throw httpError(400, 'badSort', lang);

  const limit = Math.min(query.limit ?? limits.defaultLimit, limits.maxLimit);
  const offset = query.offset ?? ((query.page ?? 1) - 1) * limit;

  return {
    narrowed: filters.length > 0 || term !== '',
    searched: term !== '',
    where: (eb) => {
      const all: Expression<SqlBool>[] = filters.map((f) => condition(eb, resource, f));
      if (term) {
        const any = searchable.map((f) => fieldMatch(eb, f, term));
        if (termId !== undefined) any.push(eb(eb.ref('id'), '=', termId));
        all.push(any.length > 0 ? eb.or(any) : sql<SqlBool>`false`);
      }
      return eb.and(all);
    },
    order: { column: orderField, sort: sort === 'ASC' ? 'asc' : 'desc' },
    limit,
    offset,
  };
}
