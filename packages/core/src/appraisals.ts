import { type ChecklistKind, checklistKinds } from './checklists.js';
import type { FieldInput, FieldOption } from './fields.js';
import type { Text } from './i18n.js';
import { defineResource } from './resource.js';
import { checklistTemplateField } from './resources/checklist-templates.js';
import { fieldOperationsAllAreasTask } from './resources/garden.js';
import { projectField } from './resources/projects.js';
import { unitField } from './resources/units.js';

/**
 * The QHSE appraisals, each a kind of checklist: the one place a kind's resource is named. Their names and
 * labels are admin spec §9's (`qpass_appraisals` QPASS, `smkkkl_appraisals` SMK3L, `r_appraisals` 5R).
 */
export const appraisalResources = {
  qpass: { name: 'qpass-appraisals', table: 'qpass_appraisals', key: 'qpass_appraisal_id' },
  smk3l: { name: 'smkkkl-appraisals', table: 'smkkkl_appraisals', key: 'smkkkl_appraisal_id' },
  '5r': { name: 'r-appraisals', table: 'r_appraisals', key: 'r_appraisal_id' },
} as const satisfies Record<ChecklistKind, { name: string; table: string; key: string }>;

export type AppraisalResourceName = (typeof appraisalResources)[ChecklistKind]['name'];

/** The kind of checklist an appraisal resource answers. */
export const appraisalKindOf = (name: string): ChecklistKind | undefined =>
  (Object.keys(appraisalResources) as ChecklistKind[]).find((k) => appraisalResources[k].name === name);

/** The tasks of an appraisal kind beyond its four actions, one per step of its verification. */
export const appraisalTasks = (kind: ChecklistKind) => {
  const name = appraisalResources[kind].name;
  return {
    submit: `${name}.submit`,
    verify: `${name}.verify`,
    approve: `${name}.approve`,
    revise: `${name}.revise`,
  };
};

/** The states of an appraisal, as admin spec §4 labels them (any other value shows as Draft). */
export const appraisalStates = [
  { value: 'draft', label: { id: 'Draft', en: 'Draft' } },
  { value: 'verification_request', label: { id: 'Menunggu Verifikasi', en: 'Awaiting Verification' } },
  { value: 'revision_request', label: { id: 'Perlu Revisi', en: 'Revision Requested' } },
  { value: 'appraisal_request', label: { id: 'Menunggu Persetujuan', en: 'Awaiting Approval' } },
  { value: 'approved', label: { id: 'Disetujui', en: 'Approved' } },
] as const satisfies readonly FieldOption[];

/** The bands of a total score that every kind's templates use (SMK3L's, after PP 50/2012). */
export const appraisalBands = [
  { value: 'kurang', label: { id: 'Kurang', en: 'Poor' } },
  { value: 'baik', label: { id: 'Baik', en: 'Good' } },
  { value: 'memuaskan', label: { id: 'Memuaskan', en: 'Satisfactory' } },
] as const satisfies readonly FieldOption[];

/** What is appraised: a project, a nursery, a garden or an office. */
export const appraisedSites = [
  { value: 'project', label: { id: 'Proyek', en: 'Project' } },
  { value: 'nursery', label: { id: 'Persemaian', en: 'Nursery' } },
  { value: 'garden', label: { id: 'Kebun', en: 'Garden' } },
  { value: 'office', label: { id: 'Kantor', en: 'Office' } },
] as const satisfies readonly FieldOption[];

/** The tasks of each QHSE step, for the three kinds together. */
export const appraiserTasks: readonly string[] = (Object.keys(appraisalResources) as ChecklistKind[]).flatMap(
  (kind) => {
    const name = appraisalResources[kind].name;
    return [
      `${name}.read`,
      `${name}.create`,
      `${name}.update`,
      `${name}.delete`,
      appraisalTasks(kind).submit,
    ];
  },
);
export const appraisalVerifierTasks: readonly string[] = (
  Object.keys(appraisalResources) as ChecklistKind[]
).flatMap((kind) => [`${appraisalResources[kind].name}.read`, appraisalTasks(kind).verify]);
export const appraisalManagerTasks: readonly string[] = (
  Object.keys(appraisalResources) as ChecklistKind[]
).flatMap((kind) => [
  `${appraisalResources[kind].name}.read`,
  appraisalTasks(kind).approve,
  appraisalTasks(kind).revise,
]);

const appraiserOnly = { appraiser_id: '$caller.id' } as const;
const notTheAppraiser = { appraiser_id: { neq: '$caller.id' } } as const;

/** What every appraisal has, whatever its kind. */
const appraisalFields = {
  unit_id: { ...unitField, rules: 'required', sortable: true },
  site_type: {
    type: 'select',
    label: { id: 'Yang Dinilai', en: 'Appraised Site' },
    rules: 'required|max:16',
    options: appraisedSites,
  },
  project_id: { ...projectField, list: false },
  nursery_id: {
    type: 'lookup',
    label: { id: 'Persemaian', en: 'Nursery' },
    lookup: { resource: 'nurseries', label: 'nursery_name', select: true },
    list: false,
  },
  garden_id: {
    type: 'lookup',
    label: { id: 'Kebun', en: 'Garden' },
    lookup: { resource: 'garden', label: 'garden_code', select: true },
    list: false,
  },
  area: {
    type: 'text',
    label: { id: 'Area', en: 'Area' },
    rules: 'max:150|no_html',
    hint: {
      id: 'Bagian yang dinilai, misalnya gudang bibit.',
      en: 'The part appraised, e.g. the seedling store.',
    },
    searchable: true,
  },
  appraisal_date: {
    type: 'date',
    label: { id: 'Tanggal Penilaian', en: 'Appraisal Date' },
    rules: 'required',
    sortable: true,
  },
  period: {
    type: 'month',
    label: { id: 'Periode', en: 'Period' },
    rules: 'required|max:7',
    hint: {
      id: 'Dihitung oleh server dari tanggal penilaian, dengan tutup buku tanggal 25.',
      en: 'Computed by the server from the appraisal date, with the cut-off on the 25th.',
    },
    form: false,
    sortable: true,
  },
  appraiser_id: {
    type: 'lookup',
    label: { id: 'Penilai', en: 'Appraiser' },
    lookup: { resource: 'users', label: 'fullname' },
    author: true,
  },
  template_id: { ...checklistTemplateField, serverFilled: true, list: false },
} as const satisfies Record<string, FieldInput>;

/** What the server computes from the answers, and the verification's own columns. */
const appraisalResults = {
  score_pct: { type: 'decimal', label: { id: 'Nilai (%)', en: 'Score (%)' }, form: false, sortable: true },
  band: {
    type: 'select',
    label: { id: 'Kategori', en: 'Band' },
    rules: 'max:16',
    options: appraisalBands,
    form: false,
  },
  passed: { type: 'boolean', label: { id: 'Lulus', en: 'Passed' }, form: false },
  findings_count: {
    type: 'number',
    label: { id: 'Temuan', en: 'Findings' },
    form: false,
    serverFilled: true,
  },
  critical_findings: {
    type: 'number',
    label: { id: 'Temuan Kritis', en: 'Critical Findings' },
    form: false,
    list: false,
    serverFilled: true,
  },
  summary: { type: 'textarea', label: { id: 'Ringkasan', en: 'Summary' }, rules: 'max:4000|no_html' },
  status: {
    type: 'select',
    label: { id: 'Status', en: 'Status' },
    rules: 'required|max:32',
    options: appraisalStates,
    form: false,
    sortable: true,
  },
  verifier_id: {
    type: 'lookup',
    label: { id: 'Verifikator', en: 'Verifier' },
    lookup: { resource: 'users', label: 'fullname' },
    form: false,
    list: false,
  },
  approver_id: {
    type: 'lookup',
    label: { id: 'Disetujui Oleh', en: 'Approved By' },
    lookup: { resource: 'users', label: 'fullname' },
    form: false,
    list: false,
  },
  approved_at: {
    type: 'datetime',
    label: { id: 'Disetujui Pada', en: 'Approved At' },
    form: false,
    list: false,
  },
  revision_no: {
    type: 'number',
    label: { id: 'Revisi Ke', en: 'Revision' },
    form: false,
    list: false,
    serverFilled: true,
  },
} as const satisfies Record<string, FieldInput>;

/** The level of an SMK3L appraisal, after PP 50/2012: initial 64 criteria, transitional 122, advanced 166. */
export const smk3lLevels = [
  { value: '1', label: { id: 'Awal (64 kriteria)', en: 'Initial (64 criteria)' } },
  { value: '2', label: { id: 'Transisi (122 kriteria)', en: 'Transitional (122 criteria)' } },
  { value: '3', label: { id: 'Lanjutan (166 kriteria)', en: 'Advanced (166 criteria)' } },
] as const satisfies readonly FieldOption[];

export interface AppraisalInput<F extends Record<string, FieldInput>> {
  title: Text;
  /** The kind's own fields, after the site and before the answers (SMK3L's level). */
  fields: F;
  /** The field holding the level, for a kind whose templates have levels. */
  level?: Extract<keyof F, string>;
}

/**
 * A kind of QHSE appraisal: a unit's site appraised on a day by an appraiser against a checklist template
 * version, each criterion answered with a note and photos, scored by the server; then verified. The
 * appraiser submits a draft (or one sent back); a verifier who is not the appraiser sends it back with a
 * reason or passes it to the QHSE manager, who approves it (or sends it back). An approved appraisal is
 * read-only; the manager may open a new revision of it, a draft copy, and the approved one stays as it was.
 */
export function defineAppraisal<const F extends Record<string, FieldInput>>(
  kind: ChecklistKind,
  input: AppraisalInput<F>,
) {
  const { name, table, key } = appraisalResources[kind];
  const tasks = appraisalTasks(kind);
  const fields = {
    ...appraisalFields,
    ...input.fields,
    answers: {
      type: 'checklist',
      label: { id: 'Daftar Periksa', en: 'Checklist' },
      checklist: { template: 'template_id', kind, ...(input.level && { level: input.level }) },
    },
    ...appraisalResults,
    revision_of_id: {
      type: 'lookup',
      label: { id: 'Revisi Dari', en: 'Revision Of' },
      lookup: { resource: name, label: 'period' },
      form: false,
      list: false,
    },
  } as const;
  return defineResource({
    name,
    table,
    title: input.title,
    menu: { module: 'master', group: 'qhse', path: `/${name}` },
    defaultOrder: { field: 'appraisal_date', sort: 'DESC' },
    tasks,
    fields,
    periodLock: { field: 'appraisal_date' },
    children: [{ resource: 'corrective-actions', key }],
    scope: {
      where: [{ unit_id: '$caller.unit_id' }, { project_id: '$caller.project_id' }],
      except: fieldOperationsAllAreasTask,
      outside: {
        id: 'Anda hanya dapat mengelola penilaian di unit atau proyek Anda sendiri',
        en: 'You can only manage appraisals of your own unit or project',
      },
    },
    workflow: {
      field: 'status',
      editableIn: ['draft', 'revision_request'],
      lockedMessage: {
        id: 'Penilaian yang sedang diverifikasi atau sudah disetujui tidak dapat diubah',
        en: 'An appraisal being verified or approved cannot be changed',
      },
      transitions: {
        submit: {
          label: { id: 'Ajukan Verifikasi', en: 'Submit for Verification' },
          from: ['draft', 'revision_request'],
          to: 'verification_request',
          task: tasks.submit,
          when: appraiserOnly,
          mail: 'submitted',
          done: { id: 'Penilaian diajukan untuk diverifikasi', en: 'Appraisal submitted for verification' },
        },
        'request-revision': {
          label: { id: 'Minta Revisi', en: 'Request Revision' },
          from: ['verification_request'],
          to: 'revision_request',
          task: tasks.verify,
          when: notTheAppraiser,
          reason: 'required',
          reasonLabel: { id: 'Alasan revisi', en: 'Reason for revision' },
          danger: true,
          mail: 'revision',
          done: { id: 'Penilaian dikembalikan untuk direvisi', en: 'Appraisal sent back for revision' },
        },
        verify: {
          label: { id: 'Verifikasi', en: 'Verify' },
          from: ['verification_request'],
          to: 'appraisal_request',
          task: tasks.verify,
          when: notTheAppraiser,
          mail: 'verified',
          done: {
            id: 'Penilaian diverifikasi dan diajukan untuk disetujui',
            en: 'Appraisal verified and sent for approval',
          },
        },
        'send-back': {
          label: { id: 'Kembalikan untuk Revisi', en: 'Send Back for Revision' },
          from: ['appraisal_request'],
          to: 'revision_request',
          task: tasks.approve,
          when: notTheAppraiser,
          reason: 'required',
          reasonLabel: { id: 'Alasan revisi', en: 'Reason for revision' },
          danger: true,
          mail: 'revision',
          done: { id: 'Penilaian dikembalikan untuk direvisi', en: 'Appraisal sent back for revision' },
        },
        approve: {
          label: { id: 'Setujui', en: 'Approve' },
          from: ['appraisal_request'],
          to: 'approved',
          task: tasks.approve,
          when: notTheAppraiser,
          confirm: {
            id: 'Penilaian yang disetujui tidak dapat diubah lagi dan temuannya menjadi tindakan perbaikan, lanjutkan?',
            en: 'An approved appraisal cannot be changed any more and its findings become corrective actions, continue?',
          },
          mail: 'approved',
          done: { id: 'Penilaian disetujui', en: 'Appraisal approved' },
        },
        revise: {
          label: { id: 'Buat Revisi Baru', en: 'Open a New Revision' },
          from: ['approved'],
          to: 'approved',
          task: tasks.revise,
          reason: 'required',
          reasonLabel: { id: 'Alasan revisi', en: 'Reason for the revision' },
          done: {
            id: 'Revisi baru dibuat sebagai draf; penilaian yang disetujui tetap dapat dibaca',
            en: 'A new revision was made as a draft; the approved appraisal stays readable',
          },
        },
      },
    },
  });
}

/** How the tasks of the three kinds are described to whoever edits a role. */
export const appraisalTaskTexts: Readonly<Record<string, { text: Text }>> = Object.fromEntries(
  (Object.keys(appraisalResources) as ChecklistKind[]).flatMap((kind) => {
    const label = checklistKinds[kind].id;
    const tasks = appraisalTasks(kind);
    return [
      [
        tasks.submit,
        {
          text: {
            id: `Ajukan penilaian ${label} sendiri untuk diverifikasi`,
            en: `Submit one's own ${label} appraisals for verification`,
          },
        },
      ],
      [
        tasks.verify,
        {
          text: {
            id: `Verifikasi penilaian ${label}: minta revisi atau ajukan persetujuan`,
            en: `Verify ${label} appraisals: request a revision or send for approval`,
          },
        },
      ],
      [
        tasks.approve,
        {
          text: {
            id: `Setujui penilaian ${label} atau kembalikan untuk revisi`,
            en: `Approve ${label} appraisals or send them back for revision`,
          },
        },
      ],
      [
        tasks.revise,
        {
          text: {
            id: `Buat revisi baru dari penilaian ${label} yang disetujui`,
            en: `Open a new revision of an approved ${label} appraisal`,
          },
        },
      ],
    ];
  }),
);
