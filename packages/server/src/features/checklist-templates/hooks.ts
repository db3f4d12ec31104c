import {
  type ChecklistContent,
  checklistTemplates,
  criteriaFor,
  type FieldErrors,
  ruleMessage,
  type Text,
} from '@rimba/core';
import { sql } from 'kysely';
import type { OperationContext, Row } from '../../resources/operations.js';
import type { Change, ResourceHooks } from '../../resources/parts.js';

const messages = {
  otherKind: {
    id: 'Versi dasar harus dari jenis penilaian yang sama',
    en: 'The version it is based on must be of the same appraisal kind',
  },
} satisfies Record<string, Text>;

type Template = typeof checklistTemplates;

const contentLabel = checklistTemplates.fieldsByName.get('content')!.label;

interface Source {
  kind: string;
  content: ChecklistContent;
}

/** A version by id, with its kind and content. */
async function versionById(ctx: OperationContext, id: number): Promise<Source | undefined> {
  const { rows } = await sql<Source>`
    select kind, content from checklist_templates where id = ${id}`.execute(ctx.db);
  return rows[0];
}

/** The highest version of a kind, whatever its state: a new version starts from it. */
async function newestVersion(ctx: OperationContext, kind: string): Promise<Source | undefined> {
  const { rows } = await sql<Source>`
    select kind, content from checklist_templates where kind = ${kind}
    order by version desc limit 1`.execute(ctx.db);
  return rows[0];
}

/** The template as it will be stored: the values sent over the row as it was. */
const merged = (values: Row, change: Change<Template>): Row => ({
  ...((change.previous as Row | undefined) ?? {}),
  ...values,
});

const given = (value: unknown) => value !== null && value !== undefined;

/**
 * The content a version takes when none is given: a new one copies the version it is based on, else its
 * kind's newest; an edited draft whose content was emptied copies the version it is based on, else keeps
 * its own.
 */
async function copiedContent(
  ctx: OperationContext,
  template: Row,
  change: Change<Template>,
): Promise<ChecklistContent | undefined> {
  if (given(template.based_on_id)) return (await versionById(ctx, Number(template.based_on_id)))?.content;
  if (change.mode === 'update') return change.previous.content ?? undefined;
  return (await newestVersion(ctx, String(template.kind)))?.content;
}

/**
 * Checklist template versions: each kind's versions are numbered by the server, one after its highest; a
 * new version with no checklist of its own copies one before it; the number of criteria is kept with the
 * content; publishing stamps the time. A published version is read-only (the workflow's `editableIn`) and
 * a version an appraisal uses cannot be deleted (its foreign keys: the answer names the appraisals).
 */
export const checklistTemplateHooks: ResourceHooks<Template> = {
  async check(ctx, values, change) {
    const template = merged(values as Row, change);
    const errors: FieldErrors = {};
    if (given(template.based_on_id) && ('based_on_id' in values || 'kind' in values)) {
      const basis = await versionById(ctx, Number(template.based_on_id));
      if (basis && basis.kind !== template.kind) errors.based_on_id = [messages.otherKind[ctx.lang]];
    }
    const emptied =
      change.mode === 'create' ? !given(values.content) : 'content' in values && !values.content;
    if (emptied && !errors.based_on_id && !(await copiedContent(ctx, template, change))) {
      errors.content = [ruleMessage('required', contentLabel[ctx.lang], ctx.lang)];
    }
    return errors;
  },
  async beforeChange(ctx, values, change) {
    const template = merged(values as Row, change);
    const set: Row = {};
    const kind = String(template.kind);
    if (change.mode === 'create' || kind !== change.previous.kind) {
      // Versions of a kind numbered one after the other, whichever instance writes the next.
      await sql`select pg_advisory_xact_lock(hashtext('checklist_templates.version'), hashtext(${kind}))`.execute(
        ctx.db,
      );
      const { rows } = await sql<{ highest: number | null }>`
        select max(version) as highest from checklist_templates where kind = ${kind}`.execute(ctx.db);
      set.version = Number(rows[0]?.highest ?? 0) + 1;
    }
    const content = given(values.content)
      ? (values.content as ChecklistContent)
      : 'content' in values || change.mode === 'create'
        ? await copiedContent(ctx, template, change)
        : undefined;
    if (content) {
      set.content = JSON.stringify(content);
      set.criteria_count = criteriaFor(content).length;
    }
    return set;
  },
  beforeTransition(_ctx, { transition }) {
    return transition.to === 'published' ? { published_at: new Date() } : undefined;
  },
};
