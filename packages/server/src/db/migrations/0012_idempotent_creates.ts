/**
 * The rows created under an `Idempotency-Key`: a caller that sends the same create again (a phone that
 * lost the answer and syncs once more) gets the first row back instead of a second one. The key is held
 * per caller and resource, with a hash of the request it was first sent with.
 */
export const statements = [
  `create table idempotent_creates (
    user_id bigint not null references users (id) on delete cascade,
    resource varchar(64) not null,
    key varchar(255) not null,
    request_hash char(64) not null,
    row_id bigint,
    created_at timestamptz not null default now(),
    primary key (user_id, resource, key)
  )`,
  `create index idempotent_creates_created_at_idx on idempotent_creates (created_at)`,
];
