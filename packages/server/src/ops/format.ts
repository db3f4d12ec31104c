import type { DbKind } from '../db/connection.js';

/** What a backup archive's first entry, `manifest.json`, says. */
export interface Manifest {
  format: typeof manifestFormat;
  version: 1;
  /** When the snapshot was taken (ISO 8601). */
  createdAt: string;
  /** The installation it was taken from. */
  from: { database: DbKind; server: string; host: string };
  /** The migrations the database had run: a restore rebuilds this schema, then brings it up to date. */
  schema: { latest: string | null; migrations: string[] };
  tables: Record<string, { rows: number; columns: string[] }>;
  sequences: Record<string, { value: string; called: boolean }>;
  files: { count: number };
}

/** The archive's last entry, `checksums.json`: SHA-256 of each table's lines and of each file. */
export interface Checksums {
  tables: Record<string, { rows: number; sha256: string }>;
  files: Record<string, { bytes: number; sha256: string }>;
  /** Files listed when the snapshot was taken and removed before they were read. */
  missing: string[];
}

export const manifestFormat = 'rimba-backup';

/** The entry of a table's `n`th chunk of rows. */
export const chunkName = (table: string, n: number) => `tables/${table}/${String(n).padStart(6, '0')}.jsonl`;

/** The entry of a stored file. */
export const fileEntry = (name: string) => `files/${name}`;

/** How far a backup or a restore has come: rows of a table, or files. */
export interface ProgressEvent {
  step: 'table' | 'files';
  /** The table, or the file. */
  name: string;
  done: number;
  total: number;
}

export type Progress = (event: ProgressEvent) => void;

/** A backup that cannot be restored here, or a target that may not take it; the message says why. */
export class RestoreError extends Error {}

/** The archive's default name: `rimba-backup-{yyyymmdd}-{hhmmss}.tar.gz`, in UTC. */
export function backupFileName(date: Date): string {
  const iso = date.toISOString();
  return `rimba-backup-${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}.tar.gz`;
}
