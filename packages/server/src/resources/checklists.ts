import type { ChecklistContent } from '@rimba/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';

/** A version of a checklist template as the engine reads it. */
export interface StoredChecklistTemplate {
  id: number;
  kind: string;
  version: number;
  title: string;
  status: string;
  content: ChecklistContent;
}

/** One template version by id, or undefined. */
export async function readChecklistTemplate(
  db: Kysely<Database>,
  id: number,
): Promise<StoredChecklistTemplate | undefined> {
  const { rows } = await sql<StoredChecklistTemplate>`
    select id::int as id, kind, version, title, status, content
    from checklist_templates where id = ${id}`.execute(db);
  return rows[0];
}

/** The newest published version of a kind, or undefined when none is published. */
export async function newestPublishedTemplate(
  db: Kysely<Database>,
  kind: string,
): Promise<StoredChecklistTemplate | undefined> {
  const { rows } = await sql<StoredChecklistTemplate>`
    select id::int as id, kind, version, title, status, content
    from checklist_templates where kind = ${kind} and status = 'published'
    order by version desc limit 1`.execute(db);
  return rows[0];
}
