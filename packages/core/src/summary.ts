import { fieldTypes } from './fields.js';
import type { Text } from './i18n.js';
import type { Field } from './resource.js';

/**
 * A view of a resource's rows added up by group, e.g. the visitors of each article from each country:
 * `GET /api/{resource}/summary/{name}` answers one row per group with the `sum` field's total, largest
 * first, paged, for whoever may read the resource. With a `period` (a date field) the caller may keep to
 * the rows of some days (`from`, `to`, both included).
 */
export interface Summary<F extends string = string> {
  /** Its name in the address: lower-case letters, digits and dashes. */
  name: string;
  title: Text;
  /** The fields whose values make a group; a lookup is answered with its label, as lists do. */
  groupBy: readonly F[];
  /** The number or money field added up. */
  sum: F;
  period?: F;
}

const summable: ReadonlySet<string> = new Set(['number', 'decimal', 'money']);

/** Checks the summaries a resource declares against its fields. */
export function checkSummaries(owner: string, summaries: readonly Summary[], fields: readonly Field[]): void {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const names = new Set<string>();
  for (const summary of summaries) {
    const where = `${owner} summary ${summary.name}`;
    if (!/^[a-z][a-z0-9-]*$/.test(summary.name) || names.has(summary.name)) {
      throw new Error(`${where}: a summary needs a name of its own in lower-case letters, digits and dashes`);
    }
    names.add(summary.name);
    if (summary.groupBy.length === 0) throw new Error(`${where}: it groups by at least one field`);
    for (const name of summary.groupBy) {
      const field = byName.get(name);
      const type = field && fieldTypes[field.type];
      if (!type || type.secret || type.column === 'jsonb') {
        throw new Error(`${where}: "${name}" is no field of one plain value to group by`);
      }
    }
    const sum = byName.get(summary.sum);
    if (!sum || !summable.has(sum.type)) throw new Error(`${where}: "${summary.sum}" is no number to add up`);
    if (summary.period !== undefined && byName.get(summary.period)?.type !== 'date') {
      throw new Error(`${where}: its period "${summary.period}" is no date field`);
    }
  }
}
