import { defineResource } from '../resource.js';
import { timeZoneChoices } from '../time-zones.js';
import { projectField } from './projects.js';
import { unitField } from './units.js';

/**
 * Where a user's account stands. A self-registered user starts unverified, is verified by the link in
 * their mail, and is approved or rejected by their department admin; only an approved user may log in.
 */
export const userStatuses = [
  { value: 'email_unverified', label: { id: 'Email Belum Diverifikasi', en: 'Email Unverified' } },
  { value: 'email_verified', label: { id: 'Menunggu Persetujuan', en: 'Awaiting Approval' } },
  { value: 'approved', label: { id: 'Aktif', en: 'Active' } },
  { value: 'rejected', label: { id: 'Ditolak', en: 'Rejected' } },
  { value: 'inactive', label: { id: 'Non Aktif', en: 'Inactive' } },
] as const;

export type UserStatus = (typeof userStatuses)[number]['value'];

/** The permission to approve or reject registrations (of one's own department, but for the super user). */
export const approveUsersTask = 'users.approve';

export const users = defineResource({
  name: 'users',
  title: { id: 'Pengguna', en: 'Users' },
  menu: { module: 'user-role', path: '/users' },
  tasks: { approve: approveUsersTask },
  // A department admin reaches the users of their own department; the super user everyone.
  scope: {
    where: { department_id: '$caller.department_id' },
    outside: {
      id: 'Anda hanya dapat mengelola pengguna dari departemen Anda sendiri',
      en: 'You can only manage users of your own department',
    },
  },
  /**
   * A department admin decides on the registrations of their department; an admin deactivates and
   * activates accounts. Nobody decides on their own account.
   */
  workflow: {
    field: 'status_code',
    transitions: {
      approve: {
        label: { id: 'Setujui', en: 'Approve' },
        from: ['email_verified', 'rejected'],
        to: 'approved',
        task: approveUsersTask,
        when: { id: { neq: '$caller.id' } },
        confirm: {
          id: 'Pengguna ini akan dapat masuk dan diberi tahu melalui email, lanjutkan?',
          en: 'The user will be able to log in and is told by mail, continue?',
        },
        mail: 'approved',
        done: { id: 'Pengguna {fullname} disetujui', en: 'User {fullname} approved' },
      },
      reject: {
        label: { id: 'Tolak', en: 'Reject' },
        from: ['email_verified'],
        to: 'rejected',
        task: approveUsersTask,
        when: { id: { neq: '$caller.id' } },
        reason: 'required',
        reasonLabel: { id: 'Alasan penolakan', en: 'Reason for rejection' },
        danger: true,
        mail: 'rejected',
        done: { id: 'Pendaftaran {fullname} ditolak', en: 'Registration of {fullname} rejected' },
      },
      deactivate: {
        label: { id: 'Nonaktifkan', en: 'Deactivate' },
        from: ['approved'],
        to: 'inactive',
        when: { id: { neq: '$caller.id' } },
        confirm: {
          id: 'Pengguna ini tidak akan dapat masuk lagi dan sesinya berakhir, lanjutkan?',
          en: 'The user will no longer be able to log in and their sessions end, continue?',
        },
        danger: true,
        done: { id: 'Pengguna {fullname} dinonaktifkan', en: 'User {fullname} deactivated' },
      },
      activate: {
        label: { id: 'Aktifkan', en: 'Activate' },
        from: ['inactive'],
        to: 'approved',
        when: { id: { neq: '$caller.id' } },
        done: { id: 'Pengguna {fullname} diaktifkan kembali', en: 'User {fullname} activated again' },
      },
    },
  },
  fields: {
    fullname: {
      type: 'text',
      label: { id: 'Nama Lengkap', en: 'Full Name' },
      rules: 'required|max:255',
      searchable: true,
      sortable: true,
    },
    username: {
      type: 'text',
      label: { id: 'Username', en: 'Username' },
      rules: 'required|min:3|max:64|regex:^[A-Za-z0-9._-]+$',
      searchable: true,
      sortable: true,
    },
    email: {
      type: 'email',
      label: { id: 'Email', en: 'Email' },
      rules: 'required|max:255',
      searchable: true,
      sortable: true,
    },
    phone: { type: 'tel', label: { id: 'Telepon', en: 'Phone' }, rules: 'max:30', list: false },
    // Only the super user gives one; a user created without one is mailed a link to set it. Left empty on
    // update, the password stays as it is.
    password: { type: 'password', label: { id: 'Kata Sandi', en: 'Password' }, serverFilled: true },
    role_id: {
      type: 'lookup',
      label: { id: 'Peran', en: 'Role' },
      rules: 'required',
      lookup: { resource: 'roles', label: 'role_name', select: true },
    },
    department_id: {
      type: 'lookup',
      label: { id: 'Departemen', en: 'Department' },
      lookup: { resource: 'departments', label: 'department_name', select: true },
    },
    // The gardens a field officer reaches are those of their unit and of their project (see garden's scope).
    project_id: projectField,
    unit_id: { ...unitField, list: false },
    // What the registrant named, for whoever approves them; it reaches nothing (project_id does).
    registered_project_id: {
      ...projectField,
      label: { id: 'Proyek Saat Mendaftar', en: 'Project Named at Registration' },
      hint: {
        id: 'Proyek yang disebut pendaftar. Tidak memberi akses ke kebun mana pun; akses diberikan lewat Proyek dan Unit Manajemen oleh admin.',
        en: 'The project the registrant named. It gives no access to any garden; an administrator gives that through Project and Management Unit.',
      },
      form: false,
      list: false,
    },
    job_position: { type: 'text', label: { id: 'Jabatan', en: 'Job Position' }, rules: 'max:255' },
    // Changed only by the workflow's transitions.
    status_code: {
      type: 'select',
      label: { id: 'Status', en: 'Status' },
      rules: 'required|max:32',
      options: userStatuses,
      form: false,
    },
    reject_reason: {
      type: 'textarea',
      label: { id: 'Alasan Penolakan', en: 'Reason for Rejection' },
      form: false,
      filterable: false,
    },
    decided_by: {
      type: 'lookup',
      label: { id: 'Diputuskan Oleh', en: 'Decided By' },
      lookup: { resource: 'users', label: 'username' },
      form: false,
      list: false,
    },
    decided_at: {
      type: 'datetime',
      label: { id: 'Diputuskan Pada', en: 'Decided At' },
      form: false,
      list: false,
    },
    // The zone times are shown in; empty: the browser's own. Each user may set their own (PUT /api/me/preferences).
    time_zone: {
      type: 'select',
      label: { id: 'Zona Waktu', en: 'Time Zone' },
      rules: 'max:64',
      options: timeZoneChoices.map(({ value, label }) => ({ value, label })),
      hint: {
        id: 'Kosong: zona waktu peramban pengguna',
        en: "Empty: the time zone of the user's browser",
      },
      list: false,
    },
    // The language of the mails the user gets: the one they registered in.
    lang: {
      type: 'select',
      label: { id: 'Bahasa Email', en: 'Mail Language' },
      rules: 'required|max:2',
      options: [
        { value: 'id', label: { id: 'Indonesia', en: 'Indonesian' } },
        { value: 'en', label: { id: 'Inggris', en: 'English' } },
      ],
      form: false,
      list: false,
    },
  },
});
