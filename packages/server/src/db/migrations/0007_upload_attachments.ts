/**
 * Uploads know their pixel size and the record that uses them: `attached_at` is set when a saved record
 * first holds the file (with that record's resource, id and field); files never attached are swept away
 * after a day. Files uploaded before this migration are taken as attached, since which records use them
 * is not known; the sweep leaves them alone.
 */
export const statements = [
  `alter table uploads
    add column width integer,
    add column height integer,
    add column attached_at timestamptz,
    add column resource varchar(100),
    add column record_id bigint,
    add column field varchar(200)`,
  `update uploads set attached_at = created_at`,
  `create index uploads_unattached_idx on uploads (created_at) where attached_at is null`,
  `create index uploads_created_by_idx on uploads (created_by)`,
];
