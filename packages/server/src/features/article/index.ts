import { article } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { articleHooks } from './hooks.js';
import { articleMigration } from './migration.js';
import { seedArticles } from './seed.js';

export const articlePart = serverPart(article, {
  hooks: articleHooks,
  migrations: articleMigration,
  seed: seedArticles,
});
