import {
  type ChecklistAnswers,
  type ChecklistContent,
  type ChecklistKind,
  checklistKinds,
  type Lang,
  type Resource,
  scoreChecklist,
  type Text,
} from '@rimba/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  newestPublishedTemplate,
  readChecklistTemplate,
  type StoredChecklistTemplate,
} from '../../resources/checklists.js';
import type { Row } from '../../resources/operations.js';

/** The field holding an appraisal's level, for a kind whose checklist has levels (SMK3L's). */
export function levelFieldOf(resource: Resource): string | undefined {
  return resource.fields.find((f) => f.type === 'checklist')?.checklist?.level;
}

/** The level an appraisal is made at, as the score takes it. */
export function levelOf(appraisal: Row, levelField: string | undefined): number | null {
  const value = levelField ? appraisal[levelField] : undefined;
  return value == null || value === '' ? null : Number(value);
}

/**
 * The template version an appraisal follows, or why it cannot: the one it names, which must be a
 * published version of its kind (unless it is the version the appraisal already had, which it keeps
 * though retired since), else the newest published one.
 */
export async function templateFor(
  db: Kysely<Database>,
  kind: ChecklistKind,
  named: unknown,
  kept: unknown,
  lang: Lang,
): Promise<{ template: StoredChecklistTemplate } | { error: string }> {
  const label = checklistKinds[kind][lang];
  if (named == null || named === '') {
    const newest = await newestPublishedTemplate(db, kind);
    if (newest) return { template: newest };
    const none: Text = {
      id: `Belum ada templat ${label} yang terbit`,
      en: `No ${label} template has been published yet`,
    };
    return { error: none[lang] };
  }
  const template = await readChecklistTemplate(db, Number(named));
  const keeps = kept != null && Number(kept) === Number(named);
  if (template && template.kind === kind && (template.status === 'published' || keeps)) return { template };
  const wrong: Text = {
    id: `Pilih templat ${label} yang sudah terbit`,
    en: `Choose a published ${label} template`,
  };
  return { error: wrong[lang] };
}

/** The columns the server keeps from an appraisal's answers: its score, band, pass and findings. */
export function scoreColumns(content: ChecklistContent, answers: unknown, level: number | null): Row {
  const score = scoreChecklist(content, answers as ChecklistAnswers | null, level);
  return {
    score_pct: score.pct,
    band: score.band,
    passed: score.passed,
    findings_count: score.findings.length,
    critical_findings: score.critical,
  };
}
