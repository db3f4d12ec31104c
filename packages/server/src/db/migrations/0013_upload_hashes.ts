/**
 * Uploads know the SHA-256 of the bytes they were sent with, so that a device resending a photo (after a
 * lost answer, or for a second report) gets the upload it already made instead of storing it twice. Files
 * uploaded before have none: their bytes are not read again.
 */
export const statements = [
  `alter table uploads add column sha256 char(64)`,
  `create index uploads_created_by_sha256_idx on uploads (created_by, sha256)`,
];
