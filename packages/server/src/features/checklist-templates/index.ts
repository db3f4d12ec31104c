import { checklistTemplates } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { checklistTemplateHooks } from './hooks.js';
import { checklistTemplatesMigration } from './migration.js';
import { seedChecklistTemplates } from './seed.js';

export const checklistTemplatesPart = serverPart(checklistTemplates, {
  hooks: checklistTemplateHooks,
  migrations: checklistTemplatesMigration,
  seed: seedChecklistTemplates,
});
