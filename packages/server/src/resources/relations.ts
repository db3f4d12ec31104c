import { englishSuffix, type Field, type Lang, type Resource, resourcesByName } from '@rimba/core';
import type { Kysely } from 'kysely';
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
 * Labels every lookup of some rows with the looked-up rows' label field: one query per lookup field for
 * all the rows together, whatever their number. The label is shown to whoever may read the row that
 * names it, even when they may not read the looked-up resource itself (it names, it does not open).
 */
export async function labelRelations(
  ctx: LabelContext,
  resource: Resource,
  rows: Row[],
  fields: readonly Field[] = resource.fields,
): Promise<void> {
  for (const field of fields) {
    if (!field.lookup || rows.length === 0 || !(field.name in rows[0]!)) continue;
    const labels = await labelsOf(
      ctx,
      field,
      rows.flatMap((r) => idsIn(r[field.name])),
    );
    const many = field.type === 'lookup-checkbox';
    for (const row of rows) {
      const ids = idsIn(row[field.name]);
      const named = ids.map((id) => ({ id, label: labels.get(id) ?? null }));
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
  const labels = new Map<number, string | null>();
  const wanted = [...new Set(ids)];
  const target = field.lookup && resourcesByName.get(field.lookup.resource);
  if (!target || wanted.length === 0) return labels;
  const label = field.lookup!.label;
  const english =
    ctx.lang === 'en' && target.fieldsByName.get(label)?.translate ? `${label}${englishSuffix}` : undefined;
  for (let i = 0; i < wanted.length; i += 5000) {
    const found = await (ctx.db as unknown as AnyDb)
      .selectFrom(target.table)
      .select(['id', label, ...(english ? [english] : [])])
      .where('id', 'in', wanted.slice(i, i + 5000))
      .execute();
    for (const row of found) {
      const text = (english && row[english]) || row[label];
      labels.set(Number(row.id), text === null || text === undefined ? null : String(text));
    }
  }
  return labels;
}
