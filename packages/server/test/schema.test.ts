import { fieldTypes, resources, systemFields } from '@rimba/core';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema.js';
import { bothDatabases, createTestApp, type TestApp } from './support/server.js';

interface Column {
  table_name: string;
  column_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
  character_maximum_length: number | null;
}

/** The definitions and the migrated schema must never drift apart. */
describe.each(bothDatabases)('resource definitions match the live schema on %s', (kind) => {
  let t: TestApp;
  let columns: Column[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    columns = (
      await sql<Column>`select table_name, column_name, data_type, is_nullable, character_maximum_length
        from information_schema.columns where table_schema = current_schema()`.execute(t.db)
    ).rows;
  });
  afterAll(() => t.close());

  for (const resource of resources) {
    it(`${resource.name}: every column, its type, nullability and length`, () => {
      const live = columns.filter((c) => c.table_name === resource.table);
      const expected = [
        ...systemFields.map((s) => ({
          name: s.name,
          column: s.name === 'id' ? 'bigint' : fieldTypes[s.type].column,
          nullable: false,
          length: null,
        })),
        ...resource.fields.map((f) => ({
          name: f.name,
          column: fieldTypes[f.type].column,
          nullable: (!f.required || !!f.nullInOlderRows) && !f.serverFilled,
          length: f.maxLength ?? null,
        })),
        // A resource filed from devices: the device's id, the version and the stored request's hash.
        ...(resource.sync
          ? [
              { name: 'client_id', column: 'uuid', nullable: true, length: null },
              { name: 'version', column: 'integer', nullable: false, length: null },
              { name: 'client_hash', column: 'text', nullable: true, length: null },
            ]
          : []),
      ];
      const actual = live.map((c) => ({
        name: c.column_name,
        column: c.data_type,
        nullable: c.is_nullable === 'YES',
        length: c.character_maximum_length,
      }));
      const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
      expect(actual.sort(byName)).toEqual(expected.sort(byName));
    });

    it(`${resource.name}: its row count is kept exact by triggers`, async () => {
      const table = sql.table(resource.table);
      const counted = async (db: Kysely<Database>) => {
        const { rows } = await sql<{ kept: number; actual: number }>`select
          (select n from row_counts where table_name = ${resource.table})::int as kept,
          (select count(*) from ${table})::int as actual`.execute(db);
        return rows[0]!;
      };
      const before = await counted(t.db);
      expect(before.kept).toBe(before.actual);
      // Rows that no other row looks up, which a delete would refuse.
      const { rows: references } = await sql<{ child: string; column: string }>`
        select c.conrelid::regclass::text as child, a.attname as column
        from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.contype = 'f' and c.confrelid = ${resource.table}::regclass and c.confdeltype = 'a'`.execute(
        t.db,
      );
      const free = references.map(
        (r) => sql`not exists (select 1 from ${sql.table(r.child)} x where x.${sql.ref(r.column)} = t.id)`,
      );
      const unreferenced = free.length > 0 ? sql.join(free, sql` and `) : sql`true`;
      await t.db
        .transaction()
        .execute(async (trx) => {
          const deleted = await sql`delete from ${table} where id in
            (select id from ${table} t where ${unreferenced} order by id desc limit 2)`.execute(trx);
          const after = await counted(trx);
          expect(after.kept).toBe(after.actual);
          expect(after.actual).toBe(before.actual - Number(deleted.numAffectedRows));
          throw new Error('rollback');
        })
        .catch((error: Error) => expect(error.message).toBe('rollback'));
      expect(await counted(t.db)).toEqual(before);
    });

    it(`${resource.name}: an index for every sortable and searchable field`, async () => {
      const { rows } = await sql<{ indexdef: string }>`select indexdef from pg_indexes
        where schemaname = current_schema() and tablename = ${resource.table}`.execute(t.db);
      const defs = rows.map((r) => r.indexdef);
      for (const f of resource.fields.filter((x) => x.sortable)) {
        expect(
          defs.some((d) => d.includes(`btree (${f.name}, id)`)),
          `${f.name} sort index`,
        ).toBe(true);
      }
      const trigram = (defs: string[], column: string) =>
        defs.some(
          (d) =>
            d.includes(`gin (${column} public.gin_trgm_ops)`) || d.includes(`gin (${column} gin_trgm_ops)`),
        );
      for (const f of resource.fields.filter((x) => x.search === 'contains')) {
        expect(trigram(defs, f.name), `${f.name} trigram index`).toBe(true);
      }
      // A whole value or a lookup's ids are found through an index that starts with the field.
      for (const f of resource.fields.filter((x) => x.search === 'exact' || x.search === 'label')) {
        expect(
          defs.some((d) => d.includes(`btree (${f.name})`) || d.includes(`btree (${f.name},`)),
          `${f.name} index`,
        ).toBe(true);
      }
      for (const f of resource.fields.filter((x) => x.search === 'label')) {
        const target = resources.find((r) => r.name === f.lookup!.resource)!;
        const { rows: targetIndexes } = await sql<{ indexdef: string }>`select indexdef from pg_indexes
          where schemaname = current_schema() and tablename = ${target.table}`.execute(t.db);
        expect(
          trigram(
            targetIndexes.map((r) => r.indexdef),
            f.lookup!.label,
          ),
          `${f.name}: trigram index on ${target.table}.${f.lookup!.label}`,
        ).toBe(true);
      }
    });
  }
});
