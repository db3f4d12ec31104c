import {
  type ChecklistAnswers,
  type ChecklistContent,
  checklistAnswerErrors,
  type Field,
  type FieldErrors,
  type Resource,
} from '@rimba/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import type { OperationContext, Row } from './operations.js';

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

const checklistFieldsCache = new WeakMap<Resource, Field[]>();

/** The checklist fields of a resource. */
function checklistFieldsOf(resource: Resource): Field[] {
  let fields = checklistFieldsCache.get(resource);
  if (!fields) {
    fields = resource.fields.filter((f) => f.checklist);
    checklistFieldsCache.set(resource, fields);
  }
  return fields;
}

const isEmptyValue = (value: unknown) => value === null || value === undefined || value === '';

/**
 * Field messages for the answers some records' checklist fields would hold, checked against the template
 * version each names (core `checklistAnswerErrors`), at the record's level when the field declares one:
 * `{field}` for the whole value, `{field}.{criterion}` per criterion. The answers, template and level are
 * those given, else the stored row's (`previous`, on update); a row with no template yet follows the
 * newest published version of the field's kind, which the resource's own hook then fills in. Records are
 * checked only where something of their checklist is written; a template that does not exist is left to
 * the lookup check, and a kind with none published to the resource's hook. Answers each record's
 * messages, in order; one read per template version.
 */
export async function checklistErrorsOf(
  ctx: OperationContext,
  resource: Resource,
  records: readonly Row[],
  previous?: Row,
): Promise<FieldErrors[]> {
  const errors: FieldErrors[] = records.map(() => ({}));
  const fields = checklistFieldsOf(resource);
  if (fields.length === 0) return errors;
  const byId = new Map<number, Promise<StoredChecklistTemplate | undefined>>();
  const byKind = new Map<string, Promise<StoredChecklistTemplate | undefined>>();
  const templateOf = (id: unknown, kind: string) => {
    if (isEmptyValue(id)) {
      if (!byKind.has(kind)) byKind.set(kind, newestPublishedTemplate(ctx.db, kind));
      return byKind.get(kind)!;
    }
    const n = Number(id);
    if (!byId.has(n)) byId.set(n, readChecklistTemplate(ctx.db, n));
    return byId.get(n)!;
  };
  for (const [i, values] of records.entries()) {
    for (const field of fields) {
      const { template: templateField, level: levelField, kind } = field.checklist!;
      const written = [field.name, templateField, ...(levelField ? [levelField] : [])];
      if (previous && !written.some((name) => name in values)) continue;
      const current = (name: string) => (name in values ? values[name] : previous?.[name]);
      const answers = current(field.name) as ChecklistAnswers | null | undefined;
      if (!answers || Object.keys(answers).length === 0) continue;
      const template = await templateOf(values[templateField] ?? previous?.[templateField], kind);
      if (!template) continue;
      const level = levelField && !isEmptyValue(current(levelField)) ? Number(current(levelField)) : null;
      for (const [code, message] of Object.entries(
        checklistAnswerErrors(template.content, answers, level, ctx.lang),
      )) {
        errors[i]![code === '' ? field.name : `${field.name}.${code}`] = [message];
      }
    }
  }
  return errors;
}
