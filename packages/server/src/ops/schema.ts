import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';

/** A table as a backup reads and a restore writes it. */
export interface TableShape {
  name: string;
  /** Its stored columns in order; generated columns are left out (the database computes them). */
  columns: { name: string; type: string }[];
  /** Columns a row is ordered by: the primary key, or every column when there is none. */
  orderBy: string[];
  /** It has a column GENERATED ALWAYS AS IDENTITY, whose values a restore must override. */
  identityAlways: boolean;
}

/** Tables a backup leaves out: the migrations' own (a restore rebuilds them) and the running instances' leases. */
export const unsavedTables = new Set(['kysely_migration', 'kysely_migration_lock', 'job_leases']);

export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Every table of the current schema with its columns and order, read from the catalog, so that a backup
 * follows whatever the migrations built. Partitions are read and written through their parent.
 */
export async function readTables(db: Kysely<Database>): Promise<TableShape[]> {
  const { rows: columns } = await sql<{
    table: string;
    name: string;
    type: string;
    identity: string;
    collatable: boolean;
  }>`
    select c.relname as "table", a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
           a.attidentity as identity, a.attcollation <> 0 as collatable
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p') and not c.relispartition
      and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    order by c.relname, a.attnum`.execute(db);
  const { rows: keys } = await sql<{ table: string; column: string }>`
    select c.relname as "table", a.attname as "column"
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    join pg_namespace n on n.oid = c.relnamespace
    cross join lateral unnest(i.indkey::int2[]) with ordinality as k(attnum, position)
    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
    where i.indisprimary and n.nspname = current_schema()
    order by c.relname, k.position`.execute(db);
  const tables = new Map<string, TableShape & { collatable: Set<string> }>();
  for (const column of columns) {
    if (unsavedTables.has(column.table)) continue;
    let table = tables.get(column.table);
    if (!table) {
      table = { name: column.table, columns: [], orderBy: [], identityAlways: false, collatable: new Set() };
      tables.set(column.table, table);
    }
    table.columns.push({ name: column.name, type: column.type });
    if (column.identity === 'a') table.identityAlways = true;
    if (column.collatable) table.collatable.add(column.name);
  }
  for (const key of keys) tables.get(key.table)?.orderBy.push(key.column);
  return [...tables.values()].map(({ collatable, ...table }) => ({
    ...table,
    // Text is ordered byte by byte, so that both databases, whatever their locale, give the same order.
    orderBy: (table.orderBy.length ? table.orderBy : table.columns.map((c) => c.name)).map((c) =>
      collatable.has(c) ? `${quoted(c)} collate "C"` : quoted(c),
    ),
  }));
}

/** The sequences of the current schema. */
export async function readSequences(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'S' order by c.relname`.execute(db);
  return rows.map((r) => r.name);
}

/** The migrations this database has run, in order. */
export async function appliedMigrations(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ present: boolean }>`
    select to_regclass(current_schema() || '.kysely_migration') is not null as present`.execute(db);
  if (!rows[0]?.present) return [];
  const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return applied.rows.map((r) => r.name);
}

/**
 * Text forms that read back the same on any PostgreSQL: a backup writes each value as its text, in one
 * time zone and one date, interval, number and byte format, and a restore reads them in the same.
 */
export async function useExactTextForms(db: Kysely<Database>): Promise<void> {
  await sql`set local timezone = 'UTC'`.execute(db);
  await sql`set local datestyle = 'ISO, YMD'`.execute(db);
  await sql`set local intervalstyle = 'postgres'`.execute(db);
  await sql`set local extra_float_digits = 1`.execute(db);
  await sql`set local bytea_output = 'hex'`.execute(db);
}
