import { articleComment } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { articleCommentMigration } from './migration.js';
import { seedArticleComments } from './seed.js';

export const articleCommentPart = serverPart(articleComment, {
  migrations: articleCommentMigration,
  seed: seedArticleComments,
});
