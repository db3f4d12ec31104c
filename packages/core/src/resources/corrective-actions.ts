import { findingClasses, riskLevels } from '../checklists.js';
import { defineResource } from '../resource.js';
import { fieldOperationsAllAreasTask } from './garden.js';
import { projectField } from './projects.js';
import { unitField } from './units.js';

/** Where a finding comes from: an appraisal of a kind, or a customer's complaint. */
export const findingSources = [
  { value: 'qpass', label: { id: 'QPASS', en: 'QPASS' } },
  { value: 'smk3l', label: { id: 'SMK3L', en: 'SMK3L' } },
  { value: '5r', label: { id: '5R', en: '5R' } },
  { value: 'complaint', label: { id: 'Keluhan Pelanggan', en: 'Customer Complaint' } },
] as const;

/** The states of a corrective action. */
export const correctiveActionStates = [
  { value: 'open', label: { id: 'Terbuka', en: 'Open' } },
  { value: 'in_progress', label: { id: 'Dikerjakan', en: 'In Progress' } },
  { value: 'done', label: { id: 'Selesai', en: 'Done' } },
  { value: 'verified', label: { id: 'Terverifikasi Efektif', en: 'Verified Effective' } },
  { value: 'reopened', label: { id: 'Dibuka Kembali', en: 'Reopened' } },
] as const;

/** The states in which an action is still to be done, and so can fall overdue. */
export const unfinishedActionStates = ['open', 'in_progress', 'reopened'] as const;

const ownerOnly = { owner_id: '$caller.id' } as const;
const notTheOwner = { owner_id: { neq: '$caller.id' } } as const;
const ownerOnlyRefused = {
  id: 'Hanya penanggung jawab tindakan ini yang dapat mengerjakannya',
  en: 'Only the owner of this action can work on it',
} as const;
const notTheOwnerRefused = {
  id: 'Penanggung jawab tidak dapat memverifikasi tindakannya sendiri; orang lain yang memverifikasi',
  en: 'The owner cannot verify their own action; someone else verifies it',
} as const;

/**
 * A finding (raised by a not-conform answer of an approved appraisal, or by a complaint) with its
 * corrective action: an owner, a due date and a state. The owner works on it and marks it done with
 * evidence; someone else verifies it effective, or reopens it with a reason. One past its due date and
 * not done is flagged overdue, and its owner is reminded once a day.
 */
export const correctiveActions = defineResource({
  name: 'corrective-actions',
  table: 'corrective_actions',
  title: { id: 'Temuan & Tindakan Perbaikan', en: 'Findings & Corrective Actions' },
  menu: { module: 'master', group: 'qhse', path: '/corrective-actions' },
  defaultOrder: { field: 'due_date', sort: 'ASC' },
  actions: ['read', 'update'],
  tasks: { work: 'corrective-actions.work', verify: 'corrective-actions.verify' },
  fields: {
    source: {
      type: 'select',
      label: { id: 'Sumber', en: 'Source' },
      rules: 'required|max:16',
      options: findingSources,
      form: false,
    },
    reference: {
      type: 'text',
      label: { id: 'Rujukan', en: 'Reference' },
      rules: 'max:150',
      hint: {
        id: 'Penilaian dan kriteria, atau keluhan, asal temuan.',
        en: 'The appraisal and criterion, or the complaint, it comes from.',
      },
      form: false,
      searchable: true,
    },
    owner_id: {
      type: 'lookup',
      label: { id: 'Penanggung Jawab', en: 'Owner' },
      lookup: { resource: 'users', label: 'fullname' },
    },
    due_date: { type: 'date', label: { id: 'Tenggat', en: 'Due Date' }, sortable: true },
    status: {
      type: 'select',
      label: { id: 'Status', en: 'Status' },
      rules: 'required|max:16',
      options: correctiveActionStates,
      form: false,
      sortable: true,
    },
    overdue: {
      type: 'boolean',
      label: { id: 'Terlambat', en: 'Overdue' },
      hint: { id: 'Lewat tenggat dan belum selesai.', en: 'Past its due date and not done.' },
      form: false,
      serverFilled: true,
    },
    qpass_appraisal_id: {
      type: 'lookup',
      label: { id: 'Penilaian QPASS', en: 'QPASS Appraisal' },
      lookup: { resource: 'qpass-appraisals', label: 'period' },
      form: false,
      list: false,
    },
    smkkkl_appraisal_id: {
      type: 'lookup',
      label: { id: 'Penilaian SMK3L', en: 'SMK3L Appraisal' },
      lookup: { resource: 'smkkkl-appraisals', label: 'period' },
      form: false,
      list: false,
    },
    r_appraisal_id: {
      type: 'lookup',
      label: { id: 'Penilaian 5R', en: '5R Appraisal' },
      lookup: { resource: 'r-appraisals', label: 'period' },
      form: false,
      list: false,
    },
    complaint_id: {
      type: 'lookup',
      label: { id: 'Keluhan Pelanggan', en: 'Customer Complaint' },
      lookup: { resource: 'customer-complaints', label: 'customer_name' },
      form: false,
      list: false,
    },
    criterion_code: {
      type: 'text',
      label: { id: 'Kriteria', en: 'Criterion' },
      rules: 'max:32',
      form: false,
      list: false,
    },
    unit_id: { ...unitField, form: false },
    project_id: { ...projectField, form: false, list: false },
    finding_class: {
      type: 'select',
      label: { id: 'Kelas Temuan', en: 'Finding Class' },
      rules: 'required|max:16',
      options: findingClasses,
      form: false,
      sortable: true,
    },
    risk: {
      type: 'select',
      label: { id: 'Risiko', en: 'Risk' },
      rules: 'required|max:1',
      options: riskLevels,
      sortable: true,
    },
    finding: {
      type: 'textarea',
      label: { id: 'Temuan', en: 'Finding' },
      rules: 'required|max:2000|no_html',
      form: false,
      list: true,
      searchable: true,
    },
    action_plan: {
      type: 'textarea',
      label: { id: 'Tindakan Perbaikan', en: 'Corrective Action' },
      rules: 'max:2000|no_html',
    },
    evidence: {
      type: 'images',
      label: { id: 'Bukti', en: 'Evidence' },
      maxFiles: 5,
      maxSizeMb: 10,
      accept: 'image/*',
      list: false,
    },
    evidence_note: {
      type: 'textarea',
      label: { id: 'Keterangan Bukti', en: 'Evidence Note' },
      rules: 'max:2000|no_html',
    },
    done_at: { type: 'datetime', label: { id: 'Selesai Pada', en: 'Done At' }, form: false, list: false },
    verified_by_id: {
      type: 'lookup',
      label: { id: 'Diverifikasi Oleh', en: 'Verified By' },
      lookup: { resource: 'users', label: 'fullname' },
      form: false,
      list: false,
    },
    reminded_on: {
      type: 'date',
      label: { id: 'Terakhir Diingatkan', en: 'Last Reminded' },
      hint: {
        id: 'Pemilik tindakan yang terlambat diingatkan sekali sehari.',
        en: 'The owner of an overdue action is reminded once a day.',
      },
      form: false,
      list: false,
    },
    verified_at: {
      type: 'datetime',
      label: { id: 'Diverifikasi Pada', en: 'Verified At' },
      form: false,
      list: false,
    },
  },
  // The owner reaches their own actions; others those of their unit or project.
  scope: {
    where: [{ owner_id: '$caller.id' }, { unit_id: '$caller.unit_id' }, { project_id: '$caller.project_id' }],
    except: fieldOperationsAllAreasTask,
    outside: {
      id: 'Anda hanya dapat mengelola tindakan perbaikan milik Anda atau di unit atau proyek Anda sendiri',
      en: 'You can only manage corrective actions you own or of your own unit or project',
    },
  },
  workflow: {
    field: 'status',
    editableIn: unfinishedActionStates,
    lockedMessage: {
      id: 'Tindakan yang sudah selesai tidak dapat diubah; buka kembali bila belum efektif',
      en: 'A finished action cannot be changed; reopen it if it was not effective',
    },
    transitions: {
      start: {
        label: { id: 'Mulai Kerjakan', en: 'Start' },
        from: ['open', 'reopened'],
        to: 'in_progress',
        task: 'corrective-actions.work',
        when: ownerOnly,
        refused: ownerOnlyRefused,
        done: { id: 'Tindakan perbaikan sedang dikerjakan', en: 'Corrective action in progress' },
      },
      complete: {
        label: { id: 'Tandai Selesai', en: 'Mark Done' },
        from: ['open', 'in_progress', 'reopened'],
        to: 'done',
        task: 'corrective-actions.work',
        when: ownerOnly,
        refused: ownerOnlyRefused,
        mail: 'done',
        done: {
          id: 'Tindakan perbaikan selesai, menunggu verifikasi',
          en: 'Corrective action done, awaiting verification',
        },
      },
      verify: {
        label: { id: 'Verifikasi Efektif', en: 'Verify Effective' },
        from: ['done'],
        to: 'verified',
        task: 'corrective-actions.verify',
        when: notTheOwner,
        refused: notTheOwnerRefused,
        confirm: {
          id: 'Tindakan ini telah efektif menghilangkan temuan, lanjutkan?',
          en: 'This action has effectively removed the finding, continue?',
        },
        done: { id: 'Tindakan perbaikan terverifikasi efektif', en: 'Corrective action verified effective' },
      },
      reopen: {
        label: { id: 'Buka Kembali', en: 'Reopen' },
        from: ['done'],
        to: 'reopened',
        task: 'corrective-actions.verify',
        when: notTheOwner,
        refused: notTheOwnerRefused,
        reason: 'required',
        reasonLabel: { id: 'Mengapa belum efektif', en: 'Why it is not effective yet' },
        danger: true,
        mail: 'reopened',
        done: { id: 'Tindakan perbaikan dibuka kembali', en: 'Corrective action reopened' },
      },
    },
  },
});
