import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.js';
import { checkKeptSummary, shortName, sourceNames, sourceRowsColumn, sourceSums } from './migration.js';
import type { KeptSummary } from './types.js';

/** How far apart two `double precision` sums may be, relative to their size, and still agree. */
const floatTolerance = 1e-9;

/**
 * Counts a summary again from its sources and puts the counted sums in its place; answers how many
 * groups it holds now and how many of them (gone, new or changed) the kept sums got wrong. The summary
 * table is locked first, so writers to the sources wait at their triggers until the counted sums are in
 * and then add to them: none is counted twice or missed. `double precision` sums differ from kept ones by
 * rounding alone (added in another order), which is not counted as a drift.
 */
export async function recountKeptSummary(
  db: Kysely<Database>,
  summary: KeptSummary,
): Promise<{ rows: number; drifted: number }> {
  checkKeptSummary(summary);
  const { table } = summary;
  const groups = Object.keys(summary.groups);
  const sums = Object.keys(summary.sums);
  const counted = shortName(`rimba_recount_${table}`, '');
  return db.transaction().execute(async (trx) => {
    await sql.raw(`lock table ${table} in share row exclusive mode`).execute(trx);
    await sql
      .raw(
        `create temp table ${counted} on commit drop as
        select ${[
          ...groups,
          ...sums.map((c) => `sum(${c})::${summary.sums[c]} as ${c}`),
          `sum(${sourceRowsColumn})::bigint as ${sourceRowsColumn}`,
        ].join(', ')}
        from (${summary.sources.map((source) => sourceSums(summary, source, source.table)).join('\n union all ')}) u
        group by ${groups.join(', ')}`,
      )
      .execute(trx);
    // The groups' text as one value: a full join needs a condition it can hash, which
    // `is not distinct from` is not, and a record's text tells a null from every value.
    const key = (alias: string) => `row(${groups.map((c) => `${alias}.${c}`).join(', ')})::text`;
    const differs = [
      `o.${sourceRowsColumn} is null`,
      `n.${sourceRowsColumn} is null`,
      `o.${sourceRowsColumn} <> n.${sourceRowsColumn}`,
      ...sums.map((c) =>
        summary.sums[c] === 'double precision'
          ? `abs(o.${c} - n.${c}) > ${floatTolerance} * greatest(abs(o.${c}), abs(n.${c}), 1)`
          : `o.${c} <> n.${c}`,
      ),
    ];
    const { rows: drift } = await sql
      .raw<{ drifted: string | number }>(
        `select count(*) as drifted from ${table} o full join ${counted} n on ${key('o')} = ${key('n')}
        where ${differs.join(' or ')}`,
      )
      .execute(trx);
    await sql.raw(`delete from ${table}`).execute(trx);
    const columns = [...groups, ...sums, sourceRowsColumn].join(', ');
    const inserted = await sql
      .raw(`insert into ${table} (${columns}) select ${columns} from ${counted}`)
      .execute(trx);
    await sql.raw(`drop table ${counted}`).execute(trx);
    return { rows: Number(inserted.numAffectedRows ?? 0), drifted: Number(drift[0]?.drifted ?? 0) };
  });
}

/**
 * Switches off or on (within a transaction) the upkeep of a summary as rows are inserted into
 * `sourceTable`, for a bulk load that then counts the summary again once rather than upserting it for
 * every batch.
 */
export async function keepKeptSummary(
  db: Kysely<Database>,
  summary: KeptSummary,
  sourceTable: string,
  on: boolean,
): Promise<void> {
  checkKeptSummary(summary);
  const sources = summary.sources.filter((s) => s.table === sourceTable);
  if (sources.length === 0)
    throw new Error(`Kept summary ${summary.table} has no source reading ${sourceTable}`);
  for (const source of sources)
    await sql
      .raw(
        `alter table ${sourceTable} ${on ? 'enable' : 'disable'} trigger ${sourceNames(summary, source).insert}`,
      )
      .execute(db);
}
