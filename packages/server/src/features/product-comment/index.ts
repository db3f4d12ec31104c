import { productComment } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { productCommentMigration } from './migration.js';
import { seedProductComment } from './seed.js';

export const productCommentPart = serverPart(productComment, {
  migrations: productCommentMigration,
  seed: seedProductComment,
});
