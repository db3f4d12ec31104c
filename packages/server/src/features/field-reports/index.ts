import type { FieldReportKind, Resource } from '@rimba/core';
import { type ServerPart, serverPart } from '../../resources/parts.js';
import { fieldReportHooks, type KindHooks } from './hooks.js';
import { fieldReportMails } from './mails.js';
import { type KindColumns, reportMigration } from './migration.js';
import { type KindSeed, seedFieldReports } from './seed.js';

export type { KindHooks } from './hooks.js';
export type { KindColumns } from './migration.js';
export type { DemoReport, KindSeed, SeedPlace } from './seed.js';

/** What a kind of field report brings to the shared server part. */
export interface FieldReportServer {
  kind: FieldReportKind;
  /** The day its migration was written, which orders it among the others. */
  migrated: string;
  columns: KindColumns;
  hooks?: KindHooks;
  seed: KindSeed;
}

/**
 * The server part of a kind of field report: the shared hooks (with the kind's own checks, derived values
 * and what approval does), the workflow's three mails, the migration of its table and its demo reports.
 */
export function fieldReportPart<R extends Resource>(resource: R, own: FieldReportServer): ServerPart<R> {
  return serverPart(resource, {
    hooks: fieldReportHooks(resource, own.hooks),
    mails: fieldReportMails<R>(own.kind),
    migrations: reportMigration(own.migrated, own.kind, own.columns),
    seed: (seed) => seedFieldReports(seed as never, own.kind, own.seed, own.hooks),
  });
}
