import { englishSuffix, type Field, type Lang, type Resource, resourcesByName } from '@rimba/core';
import { type Kysely, sql } from 'kysely';
import type { OperationContext, Row } from './operations.js';

/** A looked-up row as answers name it: `rel_{field}: { id, label }` (a list of them for several). */
export interface RelationLabel {
  id: number;
  label: string | null;
}

type AnyDb = Kysely<Record<string, Row>>;

const idsIn = (value: unknown): number[] =>
  value === null || value === undefined ? [] : (Array.isArray(value) ? value : [value]).map(Number);

/** The key a lookup field's label is answered under. */
export const relationKey = (field: string) => `rel_${field}`;

/**
 * Labels every lookup of some rows with the looked-up rows' label field, in one query for all the lookup
 * fields and all the rows together (a union of one select per lookup). The label is shown to whoever may
 * read the row that names it, even when they may not read the looked-up resource itself (it names, it
 * does not open).
 */
export async function labelRelations(
  ctx: LabelContext,
  resource: Resource,
  rows: Row[],
  fields: readonly Field[] = resource.fields,
): Promise<void> {
  if (rows.length === 0) return;
  const lookups = fields.filter((field) => field.lookup && field.name in rows[0]!);
  const labels = await readLabels(
    ctx,
    lookups.map((field) => ({ field, ids: rows.flatMap((r) => idsIn(r[field.name])) })),
  );
  for (const [i, field] of lookups.entries()) {
    const many = field.type === 'lookup-checkbox';
    for (const row of rows) {
      const named = idsIn(row[field.name]).map((id) => ({ id, label: labels[i]!.get(id) ?? null }));
      row[relationKey(field.name)] = many ? named : (named[0] ?? null);
    }
  }
}

/** Where labels are read, and in which language (a translated label field answers its English text in English). */
type LabelContext = Pick<OperationContext, 'db'> & { lang?: Lang };

/** The labels of some rows of a lookup's target, by id, in the caller's language. */
export async function labelsOf(
  ctx: LabelContext,
  field: Field,
  ids: number[],
): Promise<Map<number, string | null>> {
  return (await readLabels(ctx, [{ field, ids }]))[0]!;
}

/**
 * The labels of several lookups' rows, by id, one map per lookup asked, in one query: a union of one
 * select per lookup, each given its ids as one array. A page of rows with five lookups costs one round
 * trip to the database, not five, and no number of rows makes it more.
 */
async function readLabels(
  ctx: LabelContext,
  asks: { field: Field; ids: number[] }[],
): Promise<Map<number, string | null>[]> {
  const labels = asks.map(() => new Map<number, string | null>());
  const db = ctx.db as unknown as AnyDb;
  const selects = asks.flatMap(({ field, ids }, part) => {
    const target = field.lookup && resourcesByName.get(field.lookup.resource);
    const wanted = [...new Set(ids)];
    if (!target || wanted.length === 0) return [];
    const label = field.lookup!.label;
    const english = ctx.lang === 'en' && target.fieldsByName.get(label)?.translate;
    // An English label left empty falls back to the Indonesian one.
    const text = english
      ? sql<string>`coalesce(nullif(${sql.ref(`${label}${englishSuffix}`)}::text, ''), ${sql.ref(label)}::text)`
      : sql<string>`${sql.ref(label)}::text`;
    return [
      db
        .selectFrom(target.table)
        .select([sql<number>`${sql.lit(part)}::int`.as('part'), 'id', text.as('label')])
        .where(sql<boolean>`id = any(${sql.val(wanted)}::bigint[])`),
    ];
  });
  if (selects.length === 0) return labels;
  const found = await selects
    .slice(1)
    .reduce((union, select) => union.unionAll(select), selects[0]!)
    .execute();
  for (const row of found)
    labels[Number(row.part)]!.set(Number(row.id), (row.label as string | null) ?? null);
  return labels;
}
