import {
  type ChecklistAnswers,
  type ChecklistContent,
  type ChecklistKind,
  checklistKinds,
  criteriaFor,
  type FindingClass,
  scoreChecklist,
} from '@rimba/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Row } from '../../resources/operations.js';
import { raiseFindings } from '../corrective-actions/raise.js';
import { siteLabel } from './site.js';

/**
 * Days an approved appraisal's corrective action has, by the class of its finding: a critical finding is
 * a hazard to remove within the week, a major one within the month, a minor one by the next round.
 */
export const dueDays: Record<FindingClass, number> = { critical: 7, major: 30, minor: 60 };

const day = 86_400_000;

/** A day (`YYYY-MM-DD`) some days after another. */
export const daysAfter = (from: string, days: number) =>
  new Date(Date.parse(`${from.slice(0, 10)}T00:00:00Z`) + days * day).toISOString().slice(0, 10);

/**
 * Raises the findings of an approved appraisal as open corrective actions, in the approval's transaction:
 * each linked to the first of its revisions, with a reference to the kind, period, site and criterion, the
 * criterion's text before what was found, and a due day by its class counted from the approval's day. A
 * finding already raised by an earlier revision is not raised again. Answers how many were new.
 */
export async function raiseAppraisalFindings(
  db: Kysely<Database>,
  kind: ChecklistKind,
  appraisal: Row,
  content: ChecklistContent,
  level: number | null,
  approvedOn: string,
): Promise<number> {
  const score = scoreChecklist(content, appraisal.answers as ChecklistAnswers | null, level);
  if (score.findings.length === 0) return 0;
  const texts = new Map(criteriaFor(content, level).map((c) => [c.code, c.text.id]));
  const prefix = `${checklistKinds[kind].id} ${appraisal.period} · ${await siteLabel(db, appraisal)}`;
  return raiseFindings(
    db,
    score.findings.map((f) => ({
      source: kind,
      sourceId: Number(appraisal.revision_of_id ?? appraisal.id),
      criterion: f.criterion,
      reference: `${prefix} · ${f.criterion}`,
      unitId: appraisal.unit_id == null ? null : Number(appraisal.unit_id),
      projectId: appraisal.project_id == null ? null : Number(appraisal.project_id),
      class: f.class,
      risk: f.risk,
      finding: [texts.get(f.criterion), f.description].filter(Boolean).join(': '),
      dueDate: daysAfter(approvedOn, dueDays[f.class]),
    })),
  );
}
