import { checklistTemplates } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { checklistTemplatesMigration } from './migration.js';

export const checklistTemplatesPart = serverPart(checklistTemplates, {
  migrations: checklistTemplatesMigration,
});
