import {
  type ChecklistAnswers,
  type ChecklistKind,
  checklistAnswerErrors,
  dayIn,
  type FieldErrors,
  type Resource,
  reportPeriod,
  scoreChecklist,
} from '@rimba/core';
import { HttpError } from '../../http/errors.js';
import { scopeOf } from '../../resources/access.js';
import type { OperationContext, Row } from '../../resources/operations.js';
import type { Change, ResourceHooks } from '../../resources/parts.js';
import { levelFieldOf, levelOf, scoreColumns, templateFor } from './checklist.js';
import { raiseAppraisalFindings } from './findings.js';
import { assertRevisable, openRevision } from './revision.js';
import { siteErrors, unusedSites } from './site.js';

/** The appraisal as it will be stored: the values sent over the row as it was. */
const merged = (values: Row, change: Change<unknown>): Row => ({
  ...((change.previous as Row | undefined) ?? {}),
  ...values,
});

/** The template an appraisal follows, read in the write's transaction; the check has refused any other. */
async function templateOf(ctx: OperationContext, kind: ChecklistKind, appraisal: Row, previous?: Row) {
  const found = await templateFor(ctx.db, kind, appraisal.template_id, previous?.template_id, ctx.lang);
  if ('error' in found) throw new HttpError(422, found.error, { template_id: [found.error] });
  return found.template;
}

/**
 * The hooks of an appraisal kind. A write is of the caller's own unit or project (unless they reach every
 * area); it follows a published template version of its kind, the newest when none is named; its site
 * is the one its type names, of its unit. The server sets its period from its date and keeps its score,
 * band, pass and findings from its answers on every write. Submitting needs every criterion answered;
 * verifying and approving stamp who did it; approval raises the findings as corrective actions; a new
 * revision of an approved appraisal is a draft copy of it.
 */
export function appraisalHooks<R extends Resource>(resource: R, kind: ChecklistKind): ResourceHooks<R> {
  const levelField = levelFieldOf(resource);
  return {
    async check(ctx, values, change) {
      const previous = change.previous as Row | undefined;
      const appraisal = merged(values as Row, change as Change<unknown>);
      const outside = resource.scope?.outside;
      if (outside && ctx.caller && scopeOf(ctx, resource)) {
        const own =
          Number(appraisal.unit_id) === ctx.caller.unitId ||
          (appraisal.project_id != null && Number(appraisal.project_id) === ctx.caller.projectId);
        if (!own) throw new HttpError(403, outside[ctx.lang]);
      }
      const errors: FieldErrors = await siteErrors(ctx.db, appraisal, ctx.lang);
      const found = await templateFor(ctx.db, kind, appraisal.template_id, previous?.template_id, ctx.lang);
      if ('error' in found) errors.template_id = [found.error];
      return errors;
    },
    async beforeChange(ctx, values, change) {
      const sent = values as Row;
      const previous = change.previous as Row | undefined;
      const appraisal = merged(sent, change as Change<unknown>);
      const template = await templateOf(ctx, kind, appraisal, previous);
      return {
        ...(change.mode === 'create' && { status: 'draft' }),
        ...('appraisal_date' in sent && { period: reportPeriod(String(appraisal.appraisal_date)) }),
        template_id: template.id,
        ...unusedSites(appraisal),
        ...scoreColumns(template.content, appraisal.answers, levelOf(appraisal, levelField)),
      };
    },
    async beforeTransition(ctx, { transition, previous }) {
      const appraisal = previous as Row;
      switch (transition.name) {
        case 'submit': {
          const template = await templateOf(ctx, kind, appraisal, appraisal);
          const answers = appraisal.answers as ChecklistAnswers | null;
          const level = levelOf(appraisal, levelField);
          if (scoreChecklist(template.content, answers, level).complete) return undefined;
          const why = checklistAnswerErrors(template.content, answers, level, ctx.lang, { complete: true });
          const message = why[''] ?? Object.values(why)[0] ?? '';
          throw new HttpError(422, message, { answers: [message] });
        }
        case 'verify':
          return { verifier_id: ctx.caller?.userId ?? null };
        case 'approve':
          return { approver_id: ctx.caller?.userId ?? null, approved_at: new Date() };
        case 'revise':
          await assertRevisable(ctx.db, resource, appraisal, ctx.lang);
          return undefined;
        default:
          return undefined;
      }
    },
    /**
     * After approval, its findings become corrective actions; after `revise`, the draft copy is made. The
     * transition answers the approved row: the copy is the newest row whose `revision_of_id` is the first
     * revision's id (or the approved row's own, for its first revision).
     */
    async afterTransition(ctx, row, { transition }) {
      const appraisal = row as Row;
      if (transition.name === 'approve') {
        const template = await templateOf(ctx, kind, appraisal, appraisal);
        const level = levelOf(appraisal, levelField);
        await raiseAppraisalFindings(ctx.db, kind, appraisal, template.content, level, dayIn(new Date()));
      } else if (transition.name === 'revise') {
        await openRevision(ctx.db, resource, appraisal);
      }
    },
  };
}
