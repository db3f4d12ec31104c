/**
 * Who runs each periodic job that must run on one instance at a time: the lease holder until it expires.
 * An instance takes a free or expired lease with one conditional update, so two never hold it together.
 */
export const statements = [
  `create table job_leases (
    name varchar(64) primary key,
    holder varchar(64) not null,
    expires_at timestamptz not null
  )`,
];
