import { defineResource } from '../resource.js';

/** Who may approve and reject the comments visitors leave on gifts. */
export const moderateProductCommentsTask = 'product-comment.approve';

/**
 * Comments visitors leave on a gift: anonymous (the site shows them as "Anonim"), plain text, and shown
 * only once staff approve them.
 */
export const productComment = defineResource({
  name: 'product-comment',
  table: 'product_comments',
  title: { id: 'Komentar Produk', en: 'Product Comments' },
  menu: { module: 'setting', group: 'Gifts', path: '/product-comments' },
  actions: ['read', 'delete'],
  tasks: { approve: moderateProductCommentsTask },
  fields: {
    product_id: {
      type: 'lookup',
      label: { id: 'Produk', en: 'Product' },
      rules: 'required',
      lookup: { resource: 'products', label: 'product_name' },
    },
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
  },
  workflow: {
    field: 'status',
    transitions: {
      approve: {
        label: { id: 'Setujui', en: 'Approve' },
        from: ['pending', 'rejected'],
        to: 'approved',
        task: moderateProductCommentsTask,
        done: { id: 'Komentar disetujui dan tampil di situs', en: 'Comment approved and shown on the site' },
      },
      reject: {
        label: { id: 'Tolak', en: 'Reject' },
        from: ['pending', 'approved'],
        to: 'rejected',
        task: moderateProductCommentsTask,
        danger: true,
        done: { id: 'Komentar ditolak dan tidak tampil', en: 'Comment rejected and not shown' },
      },
    },
  },
  public: {
    path: 'comment/{product_id}/product',
    fields: ['id', 'comment', 'created_at'],
    order: { field: 'created_at', sort: 'DESC' },
    limit: { default: 5, max: 50 },
    detail: false,
    published: { where: { status: 'approved' } },
  },
  publicWrite: {
    path: 'comment',
    table: 'product_comment',
    relation: 'product_id',
    fields: ['product_id', 'comment'],
    rateLimit: { max: 5, minutes: 10 },
    honeypot: 'website',
    maxBodyKb: 8,
    moderation: true,
  },
});
