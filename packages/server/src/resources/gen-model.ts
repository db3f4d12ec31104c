import { resourcesByName, syncFields, systemFields } from '@rimba/core';
import { sql } from 'kysely';
import { httpError } from '../http/errors.js';
import { mayRead } from './access.js';
import { authorize, type OperationContext } from './operations.js';

/** Rules that the model description leaves out (admin spec §3). */
const droppedRules = new Set(['nullable', 'string', 'exists_file', 'date', 'integer']);

/** Database types as the model description names them, with the form and display they imply. */
const typeViews: Record<string, { form: string; display: string }> = {
  integer: { form: 'number', display: 'text' },
  bigint: { form: 'number', display: 'text' },
  timestamp_with_time_zone: { form: 'datetime', display: 'datetime' },
  double_precision: { form: 'number', display: 'text' },
  character_varying: { form: 'text', display: 'text' },
  USER_DEFINED: { form: 'number', display: 'text' },
  text: { form: 'textarea', display: 'text' },
  boolean: { form: 'checkbox', display: 'text' },
  date: { form: 'date', display: 'date' },
  time_without_time_zone: { form: 'time', display: 'text' },
  jsonb: { form: 'textarea', display: 'text' },
};

/** `file_logo` → `File Logo`. */
export function labelFromName(name: string): string {
  return name
    .split('_')
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

interface ColumnInfo {
  column_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_identity: 'YES' | 'NO';
  character_maximum_length: number | null;
}

interface Relation {
  column_name: string;
  foreign_table: string;
  foreign_column: string;
}

/** Rules the live schema implies for a column: not null without a default, length, type. */
function schemaRules(c: ColumnInfo): string[] {
  const rules: string[] = [];
  const generated = c.is_identity === 'YES' || c.column_default !== null;
  rules.push(c.is_nullable === 'NO' && !generated ? 'required' : 'nullable');
  if (c.character_maximum_length) rules.push('string', `max:${c.character_maximum_length}`);
  if (c.data_type === 'integer' || c.data_type === 'bigint') rules.push('integer');
  if (c.data_type.startsWith('timestamp')) rules.push('date');
  return rules;
}

function mergeRules(...lists: string[][]): string {
  const byName = new Map<string, string>();
  for (const rule of lists.flat()) byName.set(rule.split(':')[0]!, rule);
  if (byName.has('required')) byName.delete('nullable');
  return [...byName.values()].filter((r) => !droppedRules.has(r.split(':')[0]!)).join('|');
}

/**
 * The model description of `GET /api/gen-model/{name}` (admin spec §3): the columns of the live table,
 * their types, labels, relations and validation, completed by the resource's definition.
 */
export async function genModel(ctx: OperationContext, name: string) {
  const resource = resourcesByName.get(name);
  if (!resource) throw httpError(404, 'notFound', ctx.lang);
  authorize(ctx, resource, 'read');
  const { rows: described } = await sql<ColumnInfo>`
    select column_name, data_type, is_nullable, column_default, is_identity, character_maximum_length
    from information_schema.columns
    where table_schema = current_schema() and table_name = ${resource.table}
    order by ordinal_position`.execute(ctx.db);
  // A column the caller may not read is not described to them either.
  // The hash a sync resource keeps of the last request stored is the server's own bookkeeping.
  const columns = described.filter(
    (c) => mayRead(ctx, resource, c.column_name) && !(resource.sync && c.column_name === 'client_hash'),
  );
  const { rows: relations } = await sql<Relation>`
    select kcu.column_name, ccu.table_name as foreign_table, ccu.column_name as foreign_column
    from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu
      on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
    join information_schema.constraint_column_usage ccu
      on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
    where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema() and tc.table_name = ${resource.table}`.execute(
    ctx.db,
  );

  // Neither the system columns nor a sync resource's are written through a form.
  const system = new Set<string>([...systemFields, ...syncFields].map((s) => s.name));
  const fieldType: Record<string, string> = {};
  const fieldForm: Record<string, string> = {};
  const fieldDisplay: Record<string, string> = {};
  const fieldLabel: Record<string, string> = {};
  const fieldValidation: Record<string, string> = {};
  for (const c of columns) {
    const type = c.data_type.replaceAll(' ', '_');
    fieldType[c.column_name] = type;
    fieldForm[c.column_name] = typeViews[type]?.form ?? 'text';
    fieldDisplay[c.column_name] = typeViews[type]?.display ?? 'text';
    fieldLabel[c.column_name] = labelFromName(c.column_name);
    const declared = resource.fieldsByName.get(c.column_name);
    fieldValidation[c.column_name] = mergeRules(schemaRules(c), declared ? declared.rules.split('|') : []);
  }
  const names = columns.map((c) => c.column_name);
  const editable = names.filter((n) => !system.has(n) && resource.fieldsByName.get(n)?.form !== false);
  return {
    name: resource.name,
    table: resource.table,
    title: resource.title[ctx.lang],
    fieldList: names.filter((n) => resource.fieldsByName.get(n)?.list ?? n !== 'updated_at'),
    fieldView: names,
    fieldAdd: editable,
    fieldEdit: editable,
    fieldType,
    fieldForm,
    fieldDisplay,
    fieldLabel,
    fieldRelation: Object.fromEntries(
      relations
        .filter((r) => mayRead(ctx, resource, r.column_name))
        .map((r) => [
          r.column_name,
          { table: r.foreign_table, column: r.foreign_column, displayName: labelFromName(r.foreign_table) },
        ]),
    ),
    fieldValidation,
  };
}
