import type { ChecklistKind, Resource } from '@rimba/core';
import { type ServerPart, serverPart } from '../../resources/parts.js';
import { appraisalHooks } from './hooks.js';
import { appraisalMails } from './mails.js';
import { appraisalMigration } from './migration.js';
import { seedAppraisals } from './seed.js';

/** What a kind of appraisal brings to the shared server part. */
export interface AppraisalServer {
  kind: ChecklistKind;
  /** Its own columns, as `create table` takes them (SMK3L's level). */
  columns?: readonly string[];
}

/**
 * The server part of a kind of QHSE appraisal: the shared hooks (site, template, scores, the workflow's
 * steps), the workflow's four mails, the migration of its table and its demo appraisals.
 */
export function appraisalPart<R extends Resource>(resource: R, own: AppraisalServer): ServerPart<R> {
  return serverPart(resource, {
    hooks: appraisalHooks(resource, own.kind),
    mails: appraisalMails<R>(own.kind),
    migrations: appraisalMigration(own.kind, own.columns),
    seed: (seed) => seedAppraisals(seed as never, resource, own.kind),
  });
}
