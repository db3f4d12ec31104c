/**
 * The statements that keep `row_counts` exact for a table (see 0003_row_counts): a statement-level
 * trigger on insert and on delete, and the table's current count. Every resource table has them, so an
 * unfiltered list answers its total without counting every row.
 */
export function countedTable(table: string): string[] {
  return [
    `insert into row_counts (table_name, n) values ('${table}', (select count(*) from ${table}))
      on conflict (table_name) do update set n = excluded.n`,
    `create trigger ${table}_count_insert after insert on ${table}
      referencing new table as changed_rows for each statement execute function rimba_count_rows()`,
    `create trigger ${table}_count_delete after delete on ${table}
      referencing old table as changed_rows for each statement execute function rimba_count_rows()`,
    `create trigger ${table}_count_truncate after truncate on ${table}
      for each statement execute function rimba_count_rows()`,
  ];
}
