import { type FieldErrors, type Lang, type Resource, resourcesByName, ruleMessage } from '@rimba/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

type AnyDb = Kysely<Record<string, { id: number }>>;

const idsOf = (value: unknown): number[] =>
  value === null || value === undefined ? [] : ((Array.isArray(value) ? value : [value]) as number[]);

/**
 * Checks that every row the lookup fields of some records name exists in the looked-up resource: one
 * query per lookup field for all the records together. Answers each record's messages (same order),
 * for the fields that name a missing row.
 */
export async function lookupErrors(
  db: Kysely<Database>,
  resource: Resource,
  records: readonly Record<string, unknown>[],
  lang: Lang,
): Promise<FieldErrors[]> {
  const errors: FieldErrors[] = records.map(() => ({}));
  for (const field of resource.fields) {
    if (!field.lookup) continue;
    const wanted = new Set(records.flatMap((r) => idsOf(r[field.name])));
    if (wanted.size === 0) continue;
    const target = resourcesByName.get(field.lookup.resource);
    if (!target) throw new Error(`${resource.name}.${field.name} looks up an unknown resource`);
    const found = new Set<number>();
    const all = [...wanted];
    for (let i = 0; i < all.length; i += 10_000) {
      const rows = await (db as unknown as AnyDb)
        .selectFrom(target.table)
        .select('id')
        .where('id', 'in', all.slice(i, i + 10_000))
        .execute();
      for (const row of rows) found.add(Number(row.id));
    }
    records.forEach((record, i) => {
      if (idsOf(record[field.name]).some((id) => !found.has(id))) {
        errors[i]![field.name] = [ruleMessage('exists', field.label[lang], lang)];
      }
    });
  }
  return errors;
}
