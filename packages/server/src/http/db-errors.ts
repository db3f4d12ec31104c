import { apiMessage, type Field, type FieldErrors, type Lang, type Resource, resources } from '@rimba/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { HttpError } from './errors.js';

/** The fields PostgreSQL (pg and PGlite alike) sets on a constraint violation. */
interface DbError {
  code?: string;
  schema?: string;
  table?: string;
  constraint?: string;
  detail?: string;
}

// biome-ignore lint/suspicious/noExplicitAny: catalog queries read no table of the app's schema
type AnyDb = Kysely<any>;

const resourceOfTable = (table: string | undefined): Resource | undefined =>
  resources.find((r) => r.table === table);

const isDbError = (error: unknown): error is DbError =>
  typeof error === 'object' && error !== null && typeof (error as DbError).code === 'string';

/**
 * The answer to a unique or foreign-key violation, told in the request's language by what the user
 * knows (a field's label, a module's title, a count), never by the database's own text, constraint or
 * table names. Undefined for any other error, which stays a server error.
 */
export async function dbErrorAnswer(
  db: Kysely<Database>,
  error: unknown,
  lang: Lang,
): Promise<HttpError | undefined> {
  if (!isDbError(error) || !error.table || !error.constraint) return undefined;
  if (error.code === '23505') return uniqueViolation(db as unknown as AnyDb, error, lang);
  if (error.code === '23503') return foreignKeyViolation(db as unknown as AnyDb, error, lang);
  return undefined;
}

/** Which field's value is taken: the columns of the unique index, as fields of the table's resource. */
async function uniqueViolation(db: AnyDb, error: DbError, lang: Lang): Promise<HttpError> {
  // An expression index (lower(username)) names its column inside the expression.
  const { rows } = await sql<{ column: string }>`
    select a.attname as column
    from pg_catalog.pg_index i
    join pg_catalog.pg_class ic on ic.oid = i.indexrelid
    join pg_catalog.pg_namespace n on n.oid = ic.relnamespace
    join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum > 0 and not a.attisdropped
    where ic.relname = ${error.constraint} and n.nspname = coalesce(${error.schema ?? null}, current_schema())
      and (a.attnum = any(i.indkey)
        or coalesce(pg_catalog.pg_get_expr(i.indexprs, i.indrelid), '') ~ ('\\m' || a.attname || '\\M'))
    order by a.attnum`.execute(db);
  const resource = resourceOfTable(error.table);
  const fields = rows
    .map((r) => resource?.fieldsByName.get(r.column))
    .filter((f): f is Field => f !== undefined);
  if (fields.length === 0) return new HttpError(409, apiMessage('conflict', lang));
  const message = apiMessage('valueTaken', lang, { field: fields.map((f) => f.label[lang]).join(', ') });
  const errors: FieldErrors = Object.fromEntries(fields.map((f) => [f.name, [message]]));
  return new HttpError(409, message, errors);
}

/**
 * A foreign key refused a change. When the referenced row is there, it was a delete (or key change) of a
 * row still in use: the answer counts the rows of each table that hold it. Otherwise a written row named
 * a row that does not exist: the answer names the field.
 */
async function foreignKeyViolation(db: AnyDb, error: DbError, lang: Lang): Promise<HttpError> {
  const fallback = new HttpError(409, apiMessage('conflict', lang));
  const { rows } = await sql<{
    column: string;
    target_table: string;
    target_schema: string;
    target_column: string;
    target_oid: number;
  }>`
    select sa.attname as column, t.relname as target_table, tn.nspname as target_schema,
      ta.attname as target_column, t.oid::int8 as target_oid
    from pg_catalog.pg_constraint c
    join pg_catalog.pg_class s on s.oid = c.conrelid
    join pg_catalog.pg_namespace sn on sn.oid = s.relnamespace
    join pg_catalog.pg_class t on t.oid = c.confrelid
    join pg_catalog.pg_namespace tn on tn.oid = t.relnamespace
    join pg_catalog.pg_attribute sa on sa.attrelid = c.conrelid and sa.attnum = c.conkey[1]
    join pg_catalog.pg_attribute ta on ta.attrelid = c.confrelid and ta.attnum = c.confkey[1]
    where c.contype = 'f' and c.conname = ${error.constraint} and s.relname = ${error.table}
      and sn.nspname = coalesce(${error.schema ?? null}, current_schema())
      and cardinality(c.conkey) = 1`.execute(db);
  const fk = rows[0];
  // The key value is the one piece of the detail used, and only to look the rows up.
  const key = /=\(([^)]*)\)/.exec(error.detail ?? '')?.[1];
  if (!fk || key === undefined) return fallback;

  const target = sql.id(fk.target_schema, fk.target_table);
  const { rows: found } =
    await sql`select 1 from ${target} where ${sql.ref(fk.target_column)} = ${key}`.execute(db);
  if (found.length === 0) {
    const field = resourceOfTable(error.table)?.fieldsByName.get(fk.column);
    if (!field) return fallback;
    const message = apiMessage('referenceMissing', lang, { field: field.label[lang] });
    return new HttpError(422, message, { [field.name]: [message] });
  }

  // Every table whose references hold the row back (no cascade, no set null), with how many rows do.
  const { rows: holders } = await sql<{ table: string; schema: string; column: string }>`
    select s.relname as table, sn.nspname as schema, sa.attname as column
    from pg_catalog.pg_constraint c
    join pg_catalog.pg_class s on s.oid = c.conrelid
    join pg_catalog.pg_namespace sn on sn.oid = s.relnamespace
    join pg_catalog.pg_attribute sa on sa.attrelid = c.conrelid and sa.attnum = c.conkey[1]
    where c.contype = 'f' and c.confrelid = ${fk.target_oid}::oid and c.confdeltype in ('a', 'r')
      and cardinality(c.conkey) = 1
    order by s.relname, sa.attname`.execute(db);
  const counts = new Map<string, number>();
  for (const holder of holders) {
    const { rows: counted } = await sql<{ n: number | string }>`
      select count(*) as n from ${sql.id(holder.schema, holder.table)}
      where ${sql.ref(holder.column)} = ${key}`.execute(db);
    const n = Number(counted[0]?.n ?? 0);
    if (n === 0) continue;
    const title = resourceOfTable(holder.table)?.title[lang] ?? apiMessage('otherData', lang);
    counts.set(title, (counts.get(title) ?? 0) + n);
  }
  if (counts.size === 0) return fallback;
  const uses = [...counts]
    .map(([title, count]) => apiMessage(count === 1 ? 'usedByOne' : 'usedBy', lang, { title, count }))
    .join(', ');
  return new HttpError(409, apiMessage('stillUsed', lang, { uses }));
}
