import type { FindingClass, RiskLevel } from '@rimba/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isOverdue } from './hooks.js';

/** Where a finding comes from, and the column of `corrective_actions` that links it. */
const sourceColumns = {
  qpass: 'qpass_appraisal_id',
  smk3l: 'smkkkl_appraisal_id',
  '5r': 'r_appraisal_id',
  complaint: 'complaint_id',
} as const;

export type FindingSource = keyof typeof sourceColumns;

/** A finding to raise, with the corrective action it gets: open, owned and due when known. */
export interface FindingToRaise {
  source: FindingSource;
  /** The appraisal (the first of its revisions) or the complaint it comes from. */
  sourceId: number;
  /** The criterion of an appraisal's checklist; none for a complaint. */
  criterion?: string;
  /** How a reader finds its source, e.g. `SMK3L 2026-12 · 1.2.3`. */
  reference: string;
  unitId: number | null;
  projectId: number | null;
  class: FindingClass;
  risk: RiskLevel;
  finding: string;
  ownerId?: number | null;
  dueDate?: string | null;
}

/**
 * Raises findings as open corrective actions, in the caller's transaction (overdue at once when due
 * before today, as demo content may be): each once, so that a source
 * raised again (a later revision of an appraisal approved, a complaint saved twice) adds nothing.
 * Answers how many were new.
 */
export async function raiseFindings(
  db: Kysely<Database>,
  findings: readonly FindingToRaise[],
): Promise<number> {
  let raised = 0;
  for (const f of findings) {
    const column = sql.ref(sourceColumns[f.source]);
    const { numAffectedRows } = await sql`
      insert into corrective_actions
        (source, reference, ${column}, criterion_code, unit_id, project_id, finding_class, risk, finding,
         owner_id, due_date, status, overdue)
      values
        (${f.source}, ${f.reference.slice(0, 150)}, ${f.sourceId}, ${f.criterion ?? null}, ${f.unitId},
         ${f.projectId}, ${f.class}, ${f.risk}, ${f.finding.slice(0, 2000) || '-'}, ${f.ownerId ?? null},
         ${f.dueDate ?? null}, 'open', ${isOverdue('open', f.dueDate)})
      on conflict do nothing`.execute(db);
    raised += Number(numAffectedRows ?? 0);
  }
  return raised;
}
