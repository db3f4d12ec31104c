import { countedTable } from './counted.js';

/** Exact row counts of the resource tables, kept by triggers, for the totals of unfiltered lists. */
export const statements = [
  `create table row_counts (table_name varchar(100) primary key, n bigint not null)`,
  `create function rimba_count_rows() returns trigger language plpgsql as $$
  begin
    if tg_op = 'TRUNCATE' then
      update row_counts set n = 0 where table_name = tg_table_name;
    elsif tg_op = 'INSERT' then
      update row_counts set n = n + (select count(*) from changed_rows) where table_name = tg_table_name;
    else
      update row_counts set n = n - (select count(*) from changed_rows) where table_name = tg_table_name;
    end if;
    return null;
  end $$`,
  ...countedTable('partners'),
  ...countedTable('faqs'),
  ...countedTable('banners'),
];
