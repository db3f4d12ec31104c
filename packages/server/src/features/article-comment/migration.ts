import { commentsTable } from '../../db/migrations/comments.js';

/** Visitors' comments on articles. */
export const articleCommentMigration = {
  '2026-11-23_3_article_comments': commentsTable('article_comments', 'article_id', 'articles'),
};
