import { findingClasses, riskLevels } from '../checklists.js';
import { defineResource } from '../resource.js';

/** How a complaint reached the foundation. */
export const complaintChannels = [
  { value: 'website', label: { id: 'Situs Web', en: 'Website' } },
  { value: 'email', label: { id: 'Email', en: 'Email' } },
  { value: 'phone', label: { id: 'Telepon', en: 'Phone' } },
  { value: 'whatsapp', label: { id: 'WhatsApp', en: 'WhatsApp' } },
  { value: 'social_media', label: { id: 'Media Sosial', en: 'Social Media' } },
  { value: 'in_person', label: { id: 'Langsung', en: 'In Person' } },
] as const;

export const complaintStates = [
  { value: 'received', label: { id: 'Diterima', en: 'Received' } },
  { value: 'investigating', label: { id: 'Diselidiki', en: 'Investigating' } },
  { value: 'resolved', label: { id: 'Selesai', en: 'Resolved' } },
  { value: 'rejected', label: { id: 'Ditolak', en: 'Rejected' } },
] as const;

/**
 * A customer's complaint (admin spec §9 `customer_complaints`, Keluhan Pelanggan): received by a channel,
 * about a donation or an order, then investigated and resolved or rejected, with the hours it took. A
 * complaint whose investigation names a finding raises it, with its corrective action. A donor or buyer
 * sends one from the site's donation or order page, named by that page's code.
 */
export const customerComplaints = defineResource({
  name: 'customer-complaints',
  table: 'customer_complaints',
  title: { id: 'Keluhan Pelanggan', en: 'Customer Complaints' },
  menu: { module: 'master', group: 'qhse', path: '/customer-complaints' },
  defaultOrder: { field: 'received_at', sort: 'DESC' },
  personal: true,
  tasks: { handle: 'customer-complaints.handle' },
  fields: {
    received_at: {
      type: 'datetime',
      label: { id: 'Diterima Pada', en: 'Received At' },
      serverFilled: true,
      sortable: true,
    },
    channel: {
      type: 'select',
      label: { id: 'Saluran', en: 'Channel' },
      rules: 'required|max:16',
      options: complaintChannels,
    },
    customer_name: {
      type: 'text',
      label: { id: 'Nama Pelanggan', en: 'Customer Name' },
      rules: 'required|max:150|no_html',
      searchable: true,
      sortable: true,
    },
    customer_email: {
      type: 'email',
      label: { id: 'Email', en: 'Email' },
      rules: 'max:255',
      searchable: true,
    },
    customer_phone: { type: 'tel', label: { id: 'Telepon', en: 'Phone' }, rules: 'max:30', list: false },
    reference_code: {
      type: 'text',
      label: { id: 'Kode Donasi atau Pesanan', en: 'Donation or Order Code' },
      rules: 'max:32|regex:^[A-Za-z0-9_-]+$',
      hint: {
        id: 'Kode pada alamat halaman donasi atau pesanan; server mengaitkannya.',
        en: "The code in the donation or order page's address; the server links it.",
      },
      list: false,
    },
    donation_id: {
      type: 'lookup',
      label: { id: 'Donasi', en: 'Donation' },
      lookup: { resource: 'donation-detail', label: 'reference' },
    },
    order_id: {
      type: 'lookup',
      label: { id: 'Pesanan', en: 'Order' },
      lookup: { resource: 'billing-address', label: 'invoice_no' },
    },
    description: {
      type: 'textarea',
      label: { id: 'Keluhan', en: 'Complaint' },
      rules: 'required|max:4000|no_html',
      searchable: true,
    },
    status: {
      type: 'select',
      label: { id: 'Status', en: 'Status' },
      rules: 'required|max:16',
      options: complaintStates,
      form: false,
      sortable: true,
    },
    handler_id: {
      type: 'lookup',
      label: { id: 'Ditangani Oleh', en: 'Handled By' },
      lookup: { resource: 'users', label: 'fullname' },
    },
    investigation: {
      type: 'textarea',
      label: { id: 'Hasil Penyelidikan', en: 'Investigation' },
      rules: 'max:4000|no_html',
    },
    finding_class: {
      type: 'select',
      label: { id: 'Kelas Temuan', en: 'Finding Class' },
      rules: 'max:16',
      options: findingClasses,
      hint: {
        id: 'Isi bila keluhan menunjukkan temuan: temuan dan tindakan perbaikannya dibuat sekali.',
        en: 'Fill in when the complaint shows a finding: the finding and its corrective action are raised once.',
      },
      list: false,
    },
    finding_risk: {
      type: 'select',
      label: { id: 'Risiko Temuan', en: 'Finding Risk' },
      rules: 'max:1',
      options: riskLevels,
      list: false,
    },
    resolution: {
      type: 'textarea',
      label: { id: 'Penyelesaian', en: 'Resolution' },
      rules: 'max:4000|no_html',
      form: false,
    },
    resolved_at: {
      type: 'datetime',
      label: { id: 'Diselesaikan Pada', en: 'Resolved At' },
      form: false,
      list: false,
    },
    resolve_hours: {
      type: 'decimal',
      label: { id: 'Waktu Penyelesaian (jam)', en: 'Time to Resolve (hours)' },
      form: false,
      sortable: true,
    },
  },
  workflow: {
    field: 'status',
    editableIn: ['received', 'investigating'],
    lockedMessage: {
      id: 'Keluhan yang sudah selesai atau ditolak tidak dapat diubah',
      en: 'A resolved or rejected complaint cannot be changed',
    },
    transitions: {
      investigate: {
        label: { id: 'Selidiki', en: 'Investigate' },
        from: ['received'],
        to: 'investigating',
        task: 'customer-complaints.handle',
        done: { id: 'Keluhan sedang diselidiki', en: 'Complaint under investigation' },
      },
      resolve: {
        label: { id: 'Selesaikan', en: 'Resolve' },
        from: ['investigating'],
        to: 'resolved',
        task: 'customer-complaints.handle',
        reason: 'required',
        reasonLabel: { id: 'Penyelesaian', en: 'Resolution' },
        mail: 'resolved',
        done: { id: 'Keluhan diselesaikan', en: 'Complaint resolved' },
      },
      reject: {
        label: { id: 'Tolak', en: 'Reject' },
        from: ['received', 'investigating'],
        to: 'rejected',
        task: 'customer-complaints.handle',
        reason: 'required',
        reasonLabel: { id: 'Alasan penolakan', en: 'Reason for rejection' },
        danger: true,
        mail: 'rejected',
        done: { id: 'Keluhan ditolak', en: 'Complaint rejected' },
      },
    },
  },
  publicWrite: {
    path: 'complaints',
    fields: ['customer_name', 'customer_email', 'reference_code', 'description'],
    rateLimit: { max: 5, minutes: 60 },
    honeypot: 'website',
    maxBodyKb: 8,
    moderation: true,
  },
});
