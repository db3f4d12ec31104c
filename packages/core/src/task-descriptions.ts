import { appraisalTaskTexts } from './appraisals.js';
import { fieldReportTaskTexts } from './field-reports.js';
import type { Text } from './i18n.js';
import type { MenuPlace } from './menu.js';
import { type Action, actions, type Resource, resourceTasks } from './resource.js';

/** What each of the four actions lets a role do, said before the module's name. */
const actionVerbs: Record<Action, Text> = {
  create: { id: 'Tambah', en: 'Add' },
  read: { id: 'Lihat', en: 'View' },
  update: { id: 'Ubah', en: 'Edit' },
  delete: { id: 'Hapus', en: 'Delete' },
};

/** A named task beyond the four actions: its own text, and whether it only lets its holder see. */
interface NamedTask {
  text: Text;
  readOnly?: boolean;
}

/**
 * The tasks a resource uses beyond its four actions (further tasks, field permissions, workflow
 * transitions), each described here. A resource that names one missing here fails when it loads.
 */
const namedTasks: Readonly<Record<string, NamedTask>> = {
  'users.approve': {
    text: { id: 'Setujui dan aktifkan pendaftaran pengguna', en: 'Approve and activate user registrations' },
  },
  'article-comment.approve': {
    text: { id: 'Setujui atau tolak komentar artikel', en: 'Approve or reject article comments' },
  },
  'product-comment.approve': {
    text: { id: 'Setujui atau tolak komentar produk', en: 'Approve or reject product comments' },
  },
  'donation-detail.refund': {
    text: { id: 'Kembalikan dana donasi yang sudah dibayar', en: 'Refund paid donations' },
  },
  'billing-address.refund': {
    text: { id: 'Kembalikan dana pesanan yang sudah dibayar', en: 'Refund paid orders' },
  },
  'trees.locate-anywhere': {
    text: { id: 'Tempatkan pohon di luar wilayah Indonesia', en: 'Place trees outside Indonesia' },
  },
  'fields.locate-anywhere': {
    text: { id: 'Tempatkan lahan di luar wilayah Indonesia', en: 'Place fields outside Indonesia' },
  },
  'field-operations.all-areas': {
    text: {
      id: 'Kelola kebun dan laporan lapangan di semua unit dan proyek',
      en: 'Manage gardens and field reports of every unit and project',
    },
  },
  'contoh-komponen.price-read': {
    text: { id: 'Lihat harga Contoh Komponen', en: 'See the prices of component examples' },
    readOnly: true,
  },
  'contoh-komponen.price-write': {
    text: { id: 'Isi harga Contoh Komponen', en: 'Set the prices of component examples' },
  },
  'checklist-templates.publish': {
    text: {
      id: 'Terbitkan dan hentikan templat daftar periksa',
      en: 'Publish and retire checklist templates',
    },
  },
  'corrective-actions.work': {
    text: {
      id: 'Kerjakan tindakan perbaikan milik sendiri dan tandai selesai dengan bukti',
      en: "Work on one's own corrective actions and mark them done with evidence",
    },
  },
  'corrective-actions.verify': {
    text: {
      id: 'Verifikasi efektivitas tindakan perbaikan orang lain atau buka kembali',
      en: "Verify others' corrective actions effective or reopen them",
    },
  },
  'customer-complaints.handle': {
    text: {
      id: 'Selidiki, selesaikan atau tolak keluhan pelanggan',
      en: 'Investigate, resolve or reject customer complaints',
    },
  },
  ...fieldReportTaskTexts,
  ...appraisalTaskTexts,
};

/** A task of a module as a role editor shows it. */
export interface DescribedTask {
  /** The permission string, e.g. `partners.read`. */
  name: string;
  description: Text;
  /** Whether the task only lets its holder see (the module's read task, a field's read permission). */
  readOnly: boolean;
}

/** The tasks of one module, in the order of its actions. */
export interface TaskGroup {
  resource: string;
  title: Text;
  menu: MenuPlace;
  tasks: DescribedTask[];
}

/** "Article Categories" reads "article categories" after a verb; "FAQ" and "API" keep their capitals. */
const afterVerb = (title: string) =>
  title.replace(/\p{Lu}\p{Ll}+/gu, (word) => word.charAt(0).toLowerCase() + word.slice(1));

/** The description of one of a resource's tasks in both languages; throws for a task nobody described. */
export function describeTask(resource: Resource, task: string): DescribedTask {
  const named = namedTasks[task];
  if (named) return { name: task, description: named.text, readOnly: named.readOnly ?? false };
  const action = actions.find((a) => resource.permissions[a] === task);
  if (!action)
    throw new Error(`${resource.name}: the task "${task}" has no description in task-descriptions`);
  const verb = actionVerbs[action];
  return {
    name: task,
    description: { id: `${verb.id} ${resource.title.id}`, en: `${verb.en} ${afterVerb(resource.title.en)}` },
    readOnly: action === 'read',
  };
}

/** A resource's tasks, described, as one module of a role editor. */
export function taskGroup(resource: Resource): TaskGroup {
  return {
    resource: resource.name,
    title: resource.title,
    menu: resource.menu,
    tasks: resourceTasks(resource).map((task) => describeTask(resource, task)),
  };
}
