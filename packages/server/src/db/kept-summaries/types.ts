/**
 * A table of sums kept over the rows of one or more source tables, up to date in the same transaction as
 * every write to a source (statement-level triggers, plain SQL, the same on PostgreSQL and PGlite), so
 * that figures over millions of rows read a few thousand sums. A leased job counts it again from the
 * sources each night and says when the two disagreed.
 */
export interface KeptSummary {
  /** The summary table's name. */
  table: string;
  /** The columns a row of sums is grouped by, each with its SQL type; any may be null. */
  groups: Readonly<Record<string, string>>;
  /** The summed columns, each with its SQL type (`bigint` or `double precision`); never null, 0 when empty. */
  sums: Readonly<Record<string, string>>;
  /** Where the rows come from: every source gives every group and sum column. */
  sources: readonly KeptSummarySource[];
  /** Indexes beyond the unique one on the groups: each a list of columns, in order. */
  indexes?: readonly (readonly string[])[];
}

export interface KeptSummarySource {
  /** The source table, read as `s`. */
  table: string;
  /**
   * A name of this source inside the summary, unique among its sources (the triggers are named by it);
   * the source table's name when left out.
   */
  name?: string;
  /** Joins after `from {table} s`, e.g. `left join plantings p on p.id = s.plant_id`. */
  join?: string;
  /** Only the source rows for which this SQL condition holds are counted. */
  where?: string;
  /** Each group column's value for a source row, as SQL over `s` and the joined tables. */
  groups: Readonly<Record<string, string>>;
  /** Each sum column's value for a source row, as SQL; the summary adds them up per group. */
  sums: Readonly<Record<string, string>>;
}
