import type { FieldInput } from '../fields.js';
import type { Text } from '../i18n.js';
import type { MenuPlace } from '../menu.js';
import { defineResource } from '../resource.js';

/** What differs between the comments visitors leave on one kind of row and those on another. */
export interface CommentsOn<K extends string> {
  name: string;
  table: string;
  title: Text;
  menu: MenuPlace;
  /** Who may approve and reject them. */
  task: string;
  /** The lookup field naming the commented row, and the row's resource and label. */
  key: K;
  on: { resource: string; label: string; title: Text };
  /** The kind's word in the public paths: `comment/{key}/{kind}`, and the body's `table` of a write. */
  kind: string;
  writeTable: string;
}

const commentFields = {
  comment: {
    type: 'textarea',
    label: { id: 'Komentar', en: 'Comment' },
    rules: 'required|max:1000|no_html',
    searchable: true,
    list: true,
  },
  // Changed only by the workflow's transitions; a comment from the site starts pending.
  status: {
    type: 'select',
    label: { id: 'Status', en: 'Status' },
    rules: 'required|max:32',
    options: [
      { value: 'pending', label: { id: 'Menunggu', en: 'Pending' } },
      { value: 'approved', label: { id: 'Disetujui', en: 'Approved' } },
      { value: 'rejected', label: { id: 'Ditolak', en: 'Rejected' } },
    ],
    form: false,
  },
} as const satisfies Record<string, FieldInput>;

/**
 * Comments visitors leave on a row (an article, a gift): anonymous (the site shows them as "Anonim"), plain
 * text, and shown only once staff approve them.
 */
export function commentsOn<K extends string>(c: CommentsOn<K>) {
  const key = c.key as Extract<K, string>;
  const onRow = {
    [c.key]: {
      type: 'lookup',
      label: c.on.title,
      rules: 'required',
      lookup: { resource: c.on.resource, label: c.on.label },
    },
  } as Record<K, { type: 'lookup'; label: Text; rules: string; lookup: { resource: string; label: string } }>;
  const fields = { ...onRow, ...commentFields };
  return defineResource({
    name: c.name,
    table: c.table,
    title: c.title,
    menu: c.menu,
    actions: ['read', 'delete'],
    tasks: { approve: c.task },
    fields,
    workflow: {
      field: 'status',
      transitions: {
        approve: {
          label: { id: 'Setujui', en: 'Approve' },
          from: ['pending', 'rejected'],
          to: 'approved',
          task: c.task,
          done: {
            id: 'Komentar disetujui dan tampil di situs',
            en: 'Comment approved and shown on the site',
          },
        },
        reject: {
          label: { id: 'Tolak', en: 'Reject' },
          from: ['pending', 'approved'],
          to: 'rejected',
          task: c.task,
          danger: true,
          done: { id: 'Komentar ditolak dan tidak tampil', en: 'Comment rejected and not shown' },
        },
      },
    },
    public: {
      path: `comment/{${c.key}}/${c.kind}`,
      fields: ['id', 'comment', 'created_at'],
      order: { field: 'created_at', sort: 'DESC' },
      limit: { default: 5, max: 50 },
      detail: false,
      published: { where: { status: 'approved' } },
    },
    publicWrite: {
      path: 'comment',
      table: c.writeTable,
      relation: key,
      fields: [key, 'comment'],
      rateLimit: { max: 5, minutes: 10 },
      honeypot: 'website',
      maxBodyKb: 8,
      moderation: true,
    },
  });
}
