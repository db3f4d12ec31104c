import Dexie, { type EntityTable } from 'dexie';

/** Whoever is logged in on this device: the token the API takes, and who it is for. */
export interface Session {
  key: 'session';
  token: string;
  username: string;
  user: { id: number; fullname?: string; username?: string; email?: string };
  /** The server refused the token (it expired while the phone was offline): ask for the password again. */
  expired?: boolean;
}

/** What `GET /api/field/bundle` answers: everything the forms need offline, in the user's row scope. */
export interface Bundle {
  generated_at: string;
  user: { id: number; fullname?: string; unit_id?: number | null; project_id?: number | null };
  resources: Record<string, { create: boolean }>;
  lookups: Record<string, LookupRow[]>;
  standards: StandardRow[];
  open_reports: Record<string, ServerRow[]>;
}

export type LookupRow = { id: number } & Record<string, unknown>;
export type ServerRow = { id: number; client_id?: string | null; version?: number; status?: string } & Record<
  string,
  unknown
>;
export interface StandardRow {
  species_id: number;
  variety_id?: number | null;
  age_months: number;
  height_cm: number;
  diameter_mm: number;
  survival_pct: number;
}

/**
 * Where a report stands on the device: `editing` was sent back by the server and waits for the user's
 * changes; `waiting` goes with the next sync; `sending` is on its way; `sent` is stored on the server;
 * `refused` was answered with the server's message and goes no further until retried; `conflict` met a
 * newer version on the server and waits for the user's choice.
 */
export type ReportState = 'editing' | 'waiting' | 'sending' | 'sent' | 'refused' | 'conflict';

/** A report kept on the device until the server has it. */
export interface LocalReport {
  /** The report's id, made on the device (`crypto.randomUUID()`), the same on every send. */
  client_id: string;
  resource: string;
  /** Who filed it on this device: only they send it, whoever else logs in on the phone. */
  user_id?: number;
  /** The form's values; a photo not yet on the server is `local:{sha256}` (see photos.ts). */
  data: Record<string, unknown>;
  /** Whether the user chose to submit it for verification rather than keep it as a draft. */
  submit: boolean;
  /** The version of the server's copy this edit started from; null for a report the server never sent. */
  base_version: number | null;
  state: ReportState;
  /** The server's message of a refusal or a conflict. */
  message?: string;
  /** The server's row: as stored (sent), as it stands on the server (conflict), or as sent back. */
  server?: ServerRow;
  created_at: string;
  updated_at: string;
}

/** A photo taken on the device, kept until the server has stored it. */
export interface LocalPhoto {
  sha256: string;
  blob: Blob;
  name: string;
  /** When it was taken (the file's time) and where (the GPS fix then, when there was one). */
  taken_at: string;
  place?: { lat: number; lng: number; accuracy_m?: number };
  /** The server's URL once uploaded. */
  url?: string;
}

export interface Setting {
  key: string;
  value: unknown;
}

/** The device store: one IndexedDB database through Dexie. */
export class FieldDb extends Dexie {
  sessions!: EntityTable<Session, 'key'>;
  bundles!: EntityTable<Bundle & { key: 'bundle' }, 'key'>;
  reports!: EntityTable<LocalReport, 'client_id'>;
  photos!: EntityTable<LocalPhoto, 'sha256'>;
  settings!: EntityTable<Setting, 'key'>;

  constructor(name = 'rimba-field') {
    super(name);
    this.version(1).stores({
      sessions: 'key',
      bundles: 'key',
      reports: 'client_id, state, resource, updated_at',
      photos: 'sha256',
      settings: 'key',
    });
  }
}

export const db = new FieldDb();
