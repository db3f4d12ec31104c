import { createHash } from 'node:crypto';
import type { KeptSummary, KeptSummarySource } from './types.js';

/** The column of every summary row counting the source rows in it: a row is deleted when it reaches 0. */
export const sourceRowsColumn = 'source_rows';

/** PostgreSQL cuts longer identifiers silently, so two long names could become one. */
const maxIdentifier = 63;
const identifier = /^[a-z_][a-z0-9_]*$/;
/** A type name with an optional size and array mark, e.g. `varchar(20)`, `numeric(12, 2)`, `double precision`. */
const typeName = /^[a-z][a-z0-9_ ]*(\(\d+( *, *\d+)?\))?(\[\])?$/;
/** The sums are added and taken away again, so only types whose arithmetic is exact or close enough. */
const sumTypes = new Set(['bigint', 'integer', 'numeric', 'double precision']);
/** The functions' bodies are quoted with this tag: a declaration holding it would end them early. */
const quote = '$kept$';
/** The transition table of every trigger, as the functions read it. */
const changed = 'changed_rows';

/**
 * An identifier of at most 63 characters: `base` followed by `suffix` when they fit, otherwise `base`
 * cut and followed by a hash of all of it, so that each long name stays its own, the same on every build.
 */
export function shortName(base: string, suffix: string): string {
  const name = `${base}${suffix}`;
  if (name.length <= maxIdentifier) return name;
  const hash = createHash('sha256').update(name).digest('hex').slice(0, 8);
  return `${base.slice(0, maxIdentifier - suffix.length - hash.length - 1)}_${hash}${suffix}`;
}

/** A source's name inside its summary. */
export const sourceName = (source: KeptSummarySource) => source.name ?? source.table;

/** The names of a source's functions and triggers (the triggers are named on the source table). */
export function sourceNames(summary: KeptSummary, source: KeptSummarySource) {
  const fn = `rimba_${summary.table}_${sourceName(source)}`;
  const trigger = `${summary.table}_${sourceName(source)}`;
  return {
    add: shortName(fn, '_add'),
    remove: shortName(fn, '_remove'),
    insert: shortName(trigger, '_insert'),
    delete: shortName(trigger, '_delete'),
    updateOld: shortName(trigger, '_update_old'),
    updateNew: shortName(trigger, '_update_new'),
    truncate: shortName(trigger, '_truncate'),
  };
}

/** The function that counts a whole summary again from its sources, run when a source is truncated. */
export const recountFunction = (summary: KeptSummary) => shortName(`rimba_${summary.table}`, '_recount');

function fail(summary: KeptSummary, problem: string): never {
  throw new Error(`Kept summary ${summary.table}: ${problem}`);
}

function checkName(summary: KeptSummary, what: string, name: string): void {
  if (!identifier.test(name) || name.length > maxIdentifier)
    fail(
      summary,
      `${what} "${name}" is not a plain lower-case identifier of at most ${maxIdentifier} characters`,
    );
}

/** Throws at build time what the database would refuse, or worse accept and count wrong. */
export function checkKeptSummary(summary: KeptSummary): void {
  checkName(summary, 'table', summary.table);
  const groups = Object.keys(summary.groups);
  const sums = Object.keys(summary.sums);
  if (groups.length === 0) fail(summary, 'it needs at least one group column');
  for (const [column, type] of Object.entries(summary.groups)) {
    checkName(summary, 'group column', column);
    if (!typeName.test(type)) fail(summary, `group column ${column} has an unknown type "${type}"`);
  }
  for (const [column, type] of Object.entries(summary.sums)) {
    checkName(summary, 'sum column', column);
    if (!sumTypes.has(type))
      fail(summary, `sum column ${column} is of type "${type}", not one of ${[...sumTypes].join(', ')}`);
    if (summary.groups[column] !== undefined) fail(summary, `${column} is both a group and a sum column`);
  }
  if ([...groups, ...sums].includes(sourceRowsColumn))
    fail(summary, `${sourceRowsColumn} is the column counting the source rows, not a group or sum`);
  if (summary.sources.length === 0) fail(summary, 'it needs at least one source');
  const names = new Set<string>();
  for (const source of summary.sources) {
    checkName(summary, 'source table', source.table);
    const name = sourceName(source);
    checkName(summary, 'source name', name);
    if (names.has(name)) fail(summary, `two sources are named ${name}`);
    names.add(name);
    for (const [kind, declared, given] of [
      ['group', groups, source.groups],
      ['sum', sums, source.sums],
    ] as const) {
      for (const column of declared)
        if (given[column] === undefined)
          fail(summary, `source ${name} gives no value for ${kind} column ${column}`);
      for (const column of Object.keys(given))
        if (!declared.includes(column)) fail(summary, `source ${name} gives ${column}, not a ${kind} column`);
    }
    const fragments = [
      source.join,
      source.where,
      ...Object.values(source.groups),
      ...Object.values(source.sums),
    ];
    if (fragments.some((f) => f?.includes(quote))) fail(summary, `source ${name} holds ${quote}`);
  }
  for (const index of summary.indexes ?? []) {
    if (index.length === 0) fail(summary, 'an index needs at least one column');
    for (const column of index)
      if (
        column !== sourceRowsColumn &&
        summary.groups[column] === undefined &&
        summary.sums[column] === undefined
      )
        fail(summary, `an index names ${column}, not a column of the summary`);
  }
}

const groupColumns = (summary: KeptSummary) => Object.keys(summary.groups);
const sumColumns = (summary: KeptSummary) => Object.keys(summary.sums);

/**
 * A source's rows of `relation` (the source table or a trigger's transition table) summed per group,
 * each sum times `sign`, as the summary's columns. Each value is cast to its column's type before it is
 * grouped, so that two groups never become one row as they are stored.
 */
export function sourceSums(
  summary: KeptSummary,
  source: KeptSummarySource,
  relation: string,
  sign: 1 | -1 = 1,
) {
  const minus = sign === -1 ? '-' : '';
  const groups = groupColumns(summary).map((c) => `(${source.groups[c]})::${summary.groups[c]} as ${c}`);
  const sums = sumColumns(summary).map(
    (c) => `${minus}coalesce(sum((${source.sums[c]})::${summary.sums[c]}), 0) as ${c}`,
  );
  return `select ${[...groups, ...sums, `${minus}count(*) as ${sourceRowsColumn}`].join(', ')}
      from ${relation} s ${source.join ?? ''}
      ${source.where ? `where ${source.where}` : ''}
      group by ${groupColumns(summary)
        .map((_, i) => i + 1)
        .join(', ')}`;
}

/** Adds a source's rows of `relation` to the summary (sign 1) or takes them away (sign -1), in one upsert. */
function changeSums(summary: KeptSummary, source: KeptSummarySource, relation: string, sign: 1 | -1) {
  const groups = groupColumns(summary);
  const added = [...sumColumns(summary), sourceRowsColumn];
  return `insert into ${summary.table} as t (${[...groups, ...added].join(', ')})
    ${sourceSums(summary, source, relation, sign)}
    on conflict (${groups.join(', ')}) do update
      set ${added.map((c) => `${c} = t.${c} + excluded.${c}`).join(', ')}`;
}

/**
 * The functions of a summary's triggers: per source one that adds the rows a statement inserted and one
 * that takes away those it deleted (and deletes the groups left without rows), and one that counts the
 * whole summary again after a source was truncated. For a migration that changes how a source is
 * summed, which then counts the summary again.
 */
export function keptSummaryFunctions(summary: KeptSummary): string[] {
  checkKeptSummary(summary);
  const fn = (name: string, body: string) =>
    `create or replace function ${name}() returns trigger language plpgsql as ${quote}
    begin
      ${body}
      return null;
    end ${quote}`;
  return [
    ...summary.sources.flatMap((source) => {
      const names = sourceNames(summary, source);
      return [
        fn(names.add, `${changeSums(summary, source, changed, 1)};`),
        fn(
          names.remove,
          `${changeSums(summary, source, changed, -1)};
      delete from ${summary.table} where ${sourceRowsColumn} <= 0;`,
        ),
      ];
    }),
    fn(
      recountFunction(summary),
      [
        `delete from ${summary.table};`,
        ...summary.sources.map((s) => `${changeSums(summary, s, s.table, 1)};`),
      ].join('\n      '),
    ),
  ];
}

/**
 * The statements that make a kept summary: its table, a unique index on its groups (nulls as one group),
 * its other indexes, the functions and the statement-level triggers on each source, then the sums of the
 * rows already there. The triggers come before the sums: creating them locks the sources against writes
 * until the migration commits, so no row is written between the two and missed.
 *
 * A source's joined tables are read as they are when its rows change: a change to a joined table alone
 * is not followed (the nightly recount puts it right).
 */
export function keptSummaryMigration(summary: KeptSummary): string[] {
  const functions = keptSummaryFunctions(summary);
  const { table } = summary;
  const columns = [
    ...Object.entries(summary.groups).map(([c, type]) => `${c} ${type}`),
    ...Object.entries(summary.sums).map(([c, type]) => `${c} ${type} not null default 0`),
    `${sourceRowsColumn} bigint not null default 0`,
  ];
  const triggers = summary.sources.flatMap((source) => {
    const names = sourceNames(summary, source);
    const on = (name: string, event: string, rows: 'new' | 'old', fn: string) =>
      `create trigger ${name} after ${event} on ${source.table}
      referencing ${rows} table as ${changed} for each statement execute function ${fn}()`;
    return [
      on(names.insert, 'insert', 'new', names.add),
      on(names.delete, 'delete', 'old', names.remove),
      // An update takes the rows as they were away, then adds them as they are.
      on(names.updateOld, 'update', 'old', names.remove),
      on(names.updateNew, 'update', 'new', names.add),
      `create trigger ${names.truncate} after truncate on ${source.table}
      for each statement execute function ${recountFunction(summary)}()`,
    ];
  });
  return [
    `create table ${table} (\n      ${columns.join(',\n      ')}\n    )`,
    `create unique index ${shortName(table, '_groups_key')} on ${table}
      (${groupColumns(summary).join(', ')}) nulls not distinct`,
    // The groups a removal empties are found from this index, nearly always empty, rather than a scan.
    `create index ${shortName(table, '_empty_idx')} on ${table} (${sourceRowsColumn}) where ${sourceRowsColumn} <= 0`,
    ...(summary.indexes ?? []).map(
      (index) =>
        `create index ${shortName(`${table}_${index.join('_')}`, '_idx')} on ${table} (${index.join(', ')})`,
    ),
    ...functions,
    ...triggers,
    ...summary.sources.map((source) => changeSums(summary, source, source.table, 1)),
  ];
}
