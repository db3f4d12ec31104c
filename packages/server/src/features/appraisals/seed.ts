import {
  appraisalResources,
  type appraisalStates,
  type ChecklistAnswers,
  type ChecklistContent,
  type ChecklistKind,
  criteriaFor,
  dayIn,
  type FindingClass,
  type Resource,
  reportPeriod,
  unfinishedActionStates,
} from '@rimba/core';
import type { Kysely } from 'kysely';
import { pick } from '../../db/seed/random.js';
import { newestPublishedTemplate } from '../../resources/checklists.js';
import type { Row } from '../../resources/operations.js';
import type { SeedContext } from '../../resources/parts.js';
import { levelFieldOf, scoreColumns } from './checklist.js';
import { raiseAppraisalFindings } from './findings.js';

type AnyDb = Kysely<Record<string, Row>>;
type AppraisalState = (typeof appraisalStates)[number]['value'];

/** A site a demo appraisal is made of, with the unit (and project) it belongs to. */
interface DemoSite {
  site_type: 'project' | 'nursery' | 'garden' | 'office';
  unit_id: number;
  project_id: number | null;
  nursery_id: number | null;
  garden_id: number | null;
}

/**
 * The demo appraisals of a kind, newest last: how many days before the demo was loaded each was made, its
 * state, and whether it is of the demo auditor's own unit (those the auditor works on in the demo).
 */
const plans: { daysAgo: number; status: AppraisalState; own: boolean }[] = [
  { daysAgo: 150, status: 'approved', own: true },
  { daysAgo: 122, status: 'approved', own: false },
  { daysAgo: 95, status: 'approved', own: false },
  { daysAgo: 64, status: 'approved', own: true },
  { daysAgo: 36, status: 'approved', own: false },
  { daysAgo: 4, status: 'appraisal_request', own: false },
  { daysAgo: 2, status: 'verification_request', own: true },
  { daysAgo: 0, status: 'draft', own: true },
];

/** What the demo's appraisers found, for the answers that raise a finding. */
const demoFindings = [
  'APAR belum diperiksa bulan ini',
  'Jalur evakuasi terhalang tumpukan polybag',
  'Label bibit tidak lengkap',
  'Catatan penyiraman minggu lalu tidak diisi',
  'Sampah plastik menumpuk di sudut area kerja',
  'Pekerja tidak memakai sarung tangan saat mencampur pupuk',
  'Kotak P3K tidak lengkap isinya',
  'Wadah pestisida tanpa label',
];

const day = 86_400_000;

/** The demo's QHSE people by their usernames, or the super user when one is missing. */
async function demoPeople(db: AnyDb) {
  const users = await db
    .selectFrom('users')
    .select(['id', 'username', 'unit_id'])
    .where('username', 'in', ['admin', 'auditor', 'verifikator', 'manajer.qhse'])
    .execute();
  const byName = new Map(users.map((u) => [String(u.username), u]));
  const id = (name: string) => Number((byName.get(name) ?? byName.get('admin'))?.id ?? 0) || null;
  return {
    admin: id('admin'),
    auditor: id('auditor'),
    verifier: id('verifikator'),
    approver: id('manajer.qhse'),
    auditorUnit: byName.get('auditor')?.unit_id == null ? null : Number(byName.get('auditor')?.unit_id),
  };
}

/** Sites of each type: gardens, nurseries, projects (through a garden of theirs) and unit offices. */
async function demoSites(db: AnyDb): Promise<DemoSite[][]> {
  const none = { project_id: null, nursery_id: null, garden_id: null };
  const gardens = await db
    .selectFrom('gardens')
    .select(['id', 'unit_id', 'project_id'])
    .orderBy('id')
    .limit(40)
    .execute();
  const nurseries = await db
    .selectFrom('nurseries')
    .select(['id', 'unit_id'])
    .orderBy('id')
    .limit(20)
    .execute();
  const units = await db.selectFrom('management_units').select('id').orderBy('id').limit(20).execute();
  return [
    gardens.map((g) => ({
      ...none,
      site_type: 'garden' as const,
      unit_id: Number(g.unit_id),
      project_id: g.project_id == null ? null : Number(g.project_id),
      garden_id: Number(g.id),
    })),
    nurseries.map((n) => ({
      ...none,
      site_type: 'nursery' as const,
      unit_id: Number(n.unit_id),
      nursery_id: Number(n.id),
    })),
    gardens
      .filter((g) => g.project_id != null)
      .map((g) => ({
        ...none,
        site_type: 'project' as const,
        unit_id: Number(g.unit_id),
        project_id: Number(g.project_id),
      })),
    units.map((u) => ({ ...none, site_type: 'office' as const, unit_id: Number(u.id) })),
  ].filter((sites) => sites.length > 0);
}

/**
 * Answers to every criterion at the level: most conform, a few not applicable, and some not conform with
 * what was found (minor mostly, now and then major, rarely critical).
 */
function demoAnswers(
  content: ChecklistContent,
  level: number | null,
  random: () => number,
): ChecklistAnswers {
  const conform = content.scale.filter((o) => !o.finding).sort((a, b) => b.points - a.points);
  const notConform = content.scale.filter((o) => o.finding);
  const answers: ChecklistAnswers = {};
  for (const criterion of criteriaFor(content, level)) {
    const r = random();
    if (r < 0.06) {
      answers[criterion.code] = { answer: 'na' };
    } else if (r < 0.2 && notConform.length > 0) {
      const grave = random();
      const found: FindingClass = grave < 0.05 ? 'critical' : grave < 0.35 ? 'major' : 'minor';
      answers[criterion.code] = {
        answer: pick(random, notConform).value,
        finding: { class: found, description: pick(random, demoFindings) },
      };
    } else {
      const option = conform[random() < 0.75 || conform.length === 1 ? 0 : 1] ?? notConform[0]!;
      answers[criterion.code] = { answer: option.value };
    }
  }
  return answers;
}

/**
 * The demo appraisals of a kind, on the newest published version of its template: eight over the last
 * five months, across units and site types, five approved (their findings raised as corrective actions,
 * as approval raises them, those of the oldest two owned by the auditor and past due), one awaiting
 * approval, one verification and one a draft. Dated back from the day the demo is loaded, so that the
 * draft lies in the open period; otherwise the same for a seed.
 */
export async function seedAppraisals(
  seed: SeedContext,
  resource: Resource,
  kind: ChecklistKind,
): Promise<void> {
  const db = seed.db as unknown as AnyDb;
  const template = await newestPublishedTemplate(seed.db, kind);
  const sites = await demoSites(db);
  if (!template || sites.length === 0) return;
  const people = await demoPeople(db);
  const levelField = levelFieldOf(resource);
  const levels = template.content.levels?.map((l) => l.value) ?? [];
  const today = dayIn(new Date());
  const rows: Row[] = [];
  for (const [i, plan] of plans.entries()) {
    const ofType = sites[(i + kind.length) % sites.length]!;
    const own = ofType.filter((s) => s.unit_id === people.auditorUnit);
    const site = plan.own && own.length > 0 ? own[i % own.length]! : ofType[i % ofType.length]!;
    const level = levels.length > 0 ? levels[i % Math.min(2, levels.length)]! : null;
    const answers = demoAnswers(template.content, level, seed.random);
    const date = new Date(Date.parse(`${today}T00:00:00Z`) - plan.daysAgo * day).toISOString().slice(0, 10);
    const approved = plan.status === 'approved';
    const verified = approved || plan.status === 'appraisal_request';
    rows.push({
      ...site,
      area: site.site_type === 'office' ? null : 'Area kerja utama',
      appraisal_date: date,
      period: reportPeriod(date),
      appraiser_id: site.unit_id === people.auditorUnit ? people.auditor : people.admin,
      template_id: template.id,
      ...(levelField && { [levelField]: String(level ?? 1) }),
      answers,
      ...scoreColumns(template.content, answers, level),
      summary: approved ? 'Penilaian rutin; temuan ditindaklanjuti oleh penanggung jawab area.' : null,
      status: plan.status,
      verifier_id: verified ? people.verifier : null,
      approver_id: approved ? people.approver : null,
      approved_at: approved ? new Date(Date.parse(date) + 3 * day) : null,
    });
  }
  const ids = await seed.insert(rows as never);
  for (const [i, row] of rows.entries()) {
    if (row.status !== 'approved') continue;
    const approvedOn = dayIn(row.approved_at as Date);
    const level = levelField ? Number(row[levelField]) : null;
    await raiseAppraisalFindings(seed.db, kind, { ...row, id: ids[i] }, template.content, level, approvedOn);
  }
  const column = appraisalResources[kind].key;
  await db
    .updateTable('corrective_actions')
    .set({ owner_id: people.auditor })
    .where(column, 'in', ids.slice(0, 2))
    .execute();
  await db
    .updateTable('corrective_actions')
    .set({ overdue: true })
    .where(column, 'in', ids)
    .where('due_date', '<', today)
    .where('status', 'in', [...unfinishedActionStates])
    .execute();
}
