/**
 * The columns and trigger a table of a resource filed from offline devices needs (core
 * `ResourceInput.sync`): the id the device gave a row (`client_id`, unique; a row made in the admin gets
 * one from the server, so that a device can revise it too), the row's `version`, and the hash of the last request the device's sync stored (`client_hash`).
 * A trigger raises `version` by one on every update that changes anything but these three bookkeeping
 * columns (an edit, a workflow transition, a hook's write), so a device's edit made on an older version is
 * told apart from one made on the current row. `create or replace` lets every sync table bring the
 * function along, whichever is migrated first.
 */
export function syncedTable(table: string): string[] {
  return [
    `create or replace function rimba_sync_version() returns trigger language plpgsql as $$
    begin
      if (to_jsonb(new) - array['client_id', 'version', 'client_hash'])
          is distinct from (to_jsonb(old) - array['client_id', 'version', 'client_hash']) then
        new.version := old.version + 1;
      else
        new.version := old.version;
      end if;
      return new;
    end $$`,
    `alter table ${table} add column client_id uuid unique default gen_random_uuid()`,
    `alter table ${table} add column version integer not null default 1`,
    `alter table ${table} add column client_hash text`,
    `create trigger ${table}_sync_version before update on ${table}
      for each row execute function rimba_sync_version()`,
  ];
}
