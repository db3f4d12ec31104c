import type { ChecklistKind, Resource } from '@rimba/core';
import { type ServerPart, serverPart } from '../../resources/parts.js';
import { appraisalMigration } from './migration.js';

/** What a kind of appraisal brings to the shared server part. */
export interface AppraisalServer {
  kind: ChecklistKind;
  /** Its own columns, as `create table` takes them (SMK3L's level). */
  columns?: readonly string[];
}

/** The server part of a kind of QHSE appraisal. */
export function appraisalPart<R extends Resource>(resource: R, own: AppraisalServer): ServerPart<R> {
  return serverPart(resource, {
    migrations: appraisalMigration(own.kind, own.columns),
  });
}
