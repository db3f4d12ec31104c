import { fieldTypes, resources, systemFields } from '@rimba/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabases } from './support/server.js';

interface Column {
  table_name: string;
  column_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
  character_maximum_length: number | null;
}

/** The definitions and the migrated schema must never drift apart. */
describe.each(testDatabases)('resource definitions match the live schema on %s', (kind) => {
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
          nullable: !f.required,
          length: f.maxLength ?? null,
        })),
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
      for (const f of resource.fields.filter((x) => x.searchable)) {
        expect(
          defs.some(
            (d) =>
              d.includes(`gin (${f.name} public.gin_trgm_ops)`) || d.includes(`gin (${f.name} gin_trgm_ops)`),
          ),
          `${f.name} trigram index`,
        ).toBe(true);
      }
    });
  }
});
