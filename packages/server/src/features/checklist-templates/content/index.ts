import { qpassTemplate } from './qpass.js';
import { r5Template } from './r5.js';
import { smk3lTemplate } from './smk3l.js';

export type { ChecklistTemplateSeed } from './types.js';

/** The templates of the demo content, one per kind. */
export const checklistTemplateSeeds = [qpassTemplate, smk3lTemplate, r5Template];
