import { commentsOn } from './comments.js';

/** Who may approve and reject the comments visitors leave on gifts. */
export const moderateProductCommentsTask = 'product-comment.approve';

/** Comments visitors leave on a gift. */
export const productComment = commentsOn({
  name: 'product-comment',
  table: 'product_comments',
  title: { id: 'Komentar Produk', en: 'Product Comments' },
  menu: { module: 'setting', group: 'gifts', path: '/product-comments' },
  task: moderateProductCommentsTask,
  key: 'product_id',
  on: { resource: 'products', label: 'product_name', title: { id: 'Produk', en: 'Product' } },
  kind: 'product',
  writeTable: 'product_comment',
});
