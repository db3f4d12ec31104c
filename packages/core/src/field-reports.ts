import type { FieldInput, FieldOption } from './fields.js';
import type { Text } from './i18n.js';
import { defineResource } from './resource.js';
import { fieldOperationsScope, gardenField } from './resources/garden.js';
import { plantField } from './resources/plant.js';
import { projectField } from './resources/projects.js';
import { unitField } from './resources/units.js';
import { dayIn, periodCutOffDay } from './validation/rules.js';

/**
 * The seven kinds of field report, each with what it is about: the one place a kind is named. A kind's
 * resource is `report-{kind}` on the table `reports_{kind}`, in the admin's Field Reports group.
 */
export const fieldReportKinds = {
  planting: { id: 'Penanaman', en: 'Planting' },
  growth: { id: 'Pertumbuhan', en: 'Growth' },
  harvest: { id: 'Panen', en: 'Harvest' },
  nutrition: { id: 'Pemupukan', en: 'Nutrition' },
  soil: { id: 'Tanah', en: 'Soil' },
  bug: { id: 'Hama dan Penyakit', en: 'Pests and Diseases' },
  environment: { id: 'Lingkungan', en: 'Environment' },
} as const satisfies Record<string, Text>;

export type FieldReportKind = keyof typeof fieldReportKinds;

export const fieldReportKindNames = Object.keys(fieldReportKinds) as FieldReportKind[];

/** The resource name of a kind's reports. */
export const fieldReportResource = (kind: FieldReportKind) => `report-${kind}` as const;

/** The tasks of a kind beyond its four actions: submitting one's own report, and verifying others'. */
export const fieldReportTasks = (kind: FieldReportKind) => ({
  submit: `${fieldReportResource(kind)}.submit`,
  verify: `${fieldReportResource(kind)}.verify`,
});

/** The states of a report, as admin spec §4 labels them. */
export const fieldReportStates = [
  { value: 'draft', label: { id: 'Draft', en: 'Draft' } },
  { value: 'verification_request', label: { id: 'Menunggu Verifikasi', en: 'Awaiting Verification' } },
  { value: 'revision_request', label: { id: 'Perlu Revisi', en: 'Revision Requested' } },
  { value: 'approved', label: { id: 'Disetujui', en: 'Approved' } },
] as const satisfies readonly FieldOption[];

export type FieldReportState = (typeof fieldReportStates)[number]['value'];

/** The states in which the reporter may still change or delete a report. */
export const editableReportStates = [
  'draft',
  'revision_request',
] as const satisfies readonly FieldReportState[];

/** The kind's report tasks a field officer holds: filing their own reports and sending them for verification. */
export const fieldOfficerReportTasks: readonly string[] = fieldReportKindNames.flatMap((kind) => {
  const name = fieldReportResource(kind);
  return [
    `${name}.read`,
    `${name}.create`,
    `${name}.update`,
    `${name}.delete`,
    fieldReportTasks(kind).submit,
  ];
});

/** The report tasks a field supervisor holds: reading every report, and sending back or approving them. */
export const fieldSupervisorReportTasks: readonly string[] = fieldReportKindNames.flatMap((kind) => [
  `${fieldReportResource(kind)}.read`,
  fieldReportTasks(kind).verify,
]);

/** How the tasks of the seven kinds are described to whoever edits a role. */
export const fieldReportTaskTexts: Readonly<Record<string, { text: Text }>> = Object.fromEntries(
  fieldReportKindNames.flatMap((kind) => {
    const { id, en } = fieldReportKinds[kind];
    const tasks = fieldReportTasks(kind);
    return [
      [
        tasks.submit,
        {
          text: {
            id: `Ajukan Laporan ${id} sendiri untuk diverifikasi`,
            en: `Submit one's own ${en.toLowerCase()} reports for verification`,
          },
        },
      ],
      [
        tasks.verify,
        {
          text: {
            id: `Verifikasi Laporan ${id}: minta revisi atau setujui`,
            en: `Verify ${en.toLowerCase()} reports: request a revision or approve`,
          },
        },
      ],
    ];
  }),
);

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The period (`YYYY-MM`) a day (`YYYY-MM-DD`) falls in: periods are cut off on the 25th, so a day from the
 * 25th on belongs to the next month's period (25 November to 24 December is December's).
 */
export function reportPeriod(day: string): string {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number) as [number, number, number];
  const next = d >= periodCutOffDay;
  const month = next ? (m % 12) + 1 : m;
  const year = next && m === 12 ? y + 1 : y;
  return `${year}-${pad(month)}`;
}

/** Whether a report's day lies after today in the foundation's time zone. */
export const isFutureDay = (day: string, now = new Date()) => day.slice(0, 10) > dayIn(now);

/** The planting a report is on: optional by default, a report on a garden as a whole. */
export const reportPlantField = {
  ...plantField,
  hint: {
    id: 'Isi bila laporan ini tentang satu penanaman di kebun.',
    en: 'Fill in when the report is about one planting on the garden.',
  },
} as const satisfies FieldInput;

/** The day a report was taken. */
export const reportDateField = {
  type: 'date',
  label: { id: 'Tanggal Laporan', en: 'Report Date' },
  rules: 'required',
  sortable: true,
} as const satisfies FieldInput;

/** What every field report has, before its kind's own measured values. */
const reportFields = {
  garden_id: gardenField,
  report_date: reportDateField,
  period: {
    type: 'month',
    label: { id: 'Periode', en: 'Period' },
    rules: 'required|max:7',
    hint: {
      id: 'Dihitung oleh server dari tanggal laporan, dengan tutup buku tanggal 25.',
      en: 'Computed by the server from the report date, with the cut-off on the 25th.',
    },
    form: false,
    sortable: true,
  },
  location: {
    type: 'map',
    label: { id: 'Lokasi Pengambilan', en: 'Place Taken' },
    hint: {
      id: 'Titik GPS dari ponsel saat laporan diambil.',
      en: "The phone's GPS position when the report was taken.",
    },
  },
  accuracy_m: {
    type: 'decimal',
    label: { id: 'Akurasi GPS (m)', en: 'GPS Accuracy (m)' },
    rules: 'min_value:0|max_value:10000',
    list: false,
  },
  photos: {
    type: 'images',
    label: { id: 'Foto', en: 'Photos' },
    maxFiles: 5,
    maxSizeMb: 10,
    accept: 'image/*',
    list: false,
  },
  public_photos: {
    type: 'images',
    label: { id: 'Foto untuk Publik', en: 'Public Photos' },
    hint: {
      id: 'Salinan foto tanpa data lokasi dan kamera, dibuat server saat laporan disetujui: inilah yang tampil di halaman pohon.',
      en: "Copies of the photos without location or camera data, made by the server on approval: what the tree's page shows.",
    },
    form: false,
    list: false,
  },
  notes: { type: 'textarea', label: { id: 'Catatan', en: 'Notes' }, rules: 'max:2000' },
  status: {
    type: 'select',
    label: { id: 'Status', en: 'Status' },
    rules: 'required|max:32',
    options: fieldReportStates,
    form: false,
  },
  reporter_id: {
    type: 'lookup',
    label: { id: 'Pelapor', en: 'Reporter' },
    lookup: { resource: 'users', label: 'fullname' },
    author: true,
  },
  unit_id: { ...unitField, form: false },
  project_id: { ...projectField, form: false, list: false },
  approved_at: {
    type: 'datetime',
    label: { id: 'Disetujui Pada', en: 'Approved At' },
    form: false,
    list: false,
  },
} as const satisfies Record<string, FieldInput>;

/** What a kind adds to the shared part: its measured values, and how its planting field is given. */
export interface FieldReportInput<F extends Record<string, FieldInput>, P extends FieldInput> {
  fields: F;
  /** The planting the report is on; `reportPlantField` (optional) unless the kind says otherwise. */
  plant?: P;
}

const reporterOnly = { reporter_id: '$caller.id' } as const;

/**
 * A kind of field report: the shared part (garden or planting, date and period, place with accuracy,
 * photos, notes, reporter, unit and project, the verification workflow, the period lock, the reach of
 * a field officer: the gardens of their unit or project) with the kind's own fields after it. The reporter submits a draft (or a report sent back) for verification; a verifier
 * who is not the reporter sends it back with a reason or approves it. Only drafts and reports sent back
 * can be changed, and only while their date lies in an open period.
 */
export function defineFieldReport<
  const F extends Record<string, FieldInput>,
  const P extends FieldInput = typeof reportPlantField,
>(kind: FieldReportKind, input: FieldReportInput<F, P>) {
  const name = fieldReportResource(kind);
  const tasks = fieldReportTasks(kind);
  const { id, en } = fieldReportKinds[kind];
  const { garden_id, ...rest } = reportFields;
  const fields = { garden_id, plant_id: (input.plant ?? reportPlantField) as P, ...rest, ...input.fields };
  return defineResource({
    name,
    table: `reports_${kind}`,
    title: { id: `Laporan ${id}`, en: `${en} Reports` },
    menu: { module: 'master', group: 'field-reports', path: `/${name}` },
    defaultOrder: { field: 'report_date', sort: 'DESC' },
    tasks,
    import: true,
    fields,
    periodLock: { field: 'report_date' },
    // Filed from the field app, offline, and sent for verification with the report.
    sync: { submit: 'submit' },
    // A field officer reaches the reports on the gardens of their own unit or project.
    scope: {
      ...fieldOperationsScope,
      outside: {
        id: 'Anda hanya dapat mengelola laporan kebun di unit atau proyek Anda sendiri',
        en: 'You can only manage reports on gardens of your own unit or project',
      },
    },
    workflow: {
      field: 'status',
      editableIn: editableReportStates,
      lockedMessage: {
        id: 'Laporan yang sedang diverifikasi atau sudah disetujui tidak dapat diubah',
        en: 'A report awaiting verification or approved cannot be changed',
      },
      transitions: {
        submit: {
          label: { id: 'Ajukan Verifikasi', en: 'Submit for Verification' },
          from: ['draft', 'revision_request'],
          to: 'verification_request',
          task: tasks.submit,
          when: reporterOnly,
          mail: 'submitted',
          done: {
            id: 'Laporan diajukan untuk diverifikasi',
            en: 'Report submitted for verification',
          },
        },
        'request-revision': {
          label: { id: 'Minta Revisi', en: 'Request Revision' },
          from: ['verification_request'],
          to: 'revision_request',
          task: tasks.verify,
          reason: 'required',
          reasonLabel: { id: 'Alasan revisi', en: 'Reason for revision' },
          danger: true,
          mail: 'revision',
          done: { id: 'Laporan dikembalikan untuk direvisi', en: 'Report sent back for revision' },
        },
        approve: {
          label: { id: 'Setujui', en: 'Approve' },
          from: ['verification_request'],
          to: 'approved',
          task: tasks.verify,
          when: { reporter_id: { neq: '$caller.id' } },
          confirm: {
            id: 'Laporan yang disetujui tidak dapat diubah lagi, lanjutkan?',
            en: 'An approved report cannot be changed any more, continue?',
          },
          mail: 'approved',
          done: { id: 'Laporan disetujui', en: 'Report approved' },
        },
      },
    },
  });
}
