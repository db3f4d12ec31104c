import { commentsTable } from '../../db/migrations/comments.js';

/** Visitors' comments on gifts. */
export const productCommentMigration = {
  '2026-11-26_catalog_3_product_comments': commentsTable('product_comments', 'product_id', 'products'),
};
