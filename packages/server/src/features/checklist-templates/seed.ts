import { type checklistTemplates, criteriaFor } from '@rimba/core';
import type { SeedContext } from '../../resources/parts.js';
import { checklistTemplateSeeds } from './content/index.js';

/** Version 1 of each kind's checklist, published on the demo content's first day. */
export async function seedChecklistTemplates(seed: SeedContext<typeof checklistTemplates>): Promise<void> {
  const publishedAt = new Date(seed.base).toISOString();
  await seed.insert(
    checklistTemplateSeeds.map((template) => ({
      ...template,
      version: 1,
      criteria_count: criteriaFor(template.content).length,
      status: 'published',
      published_at: publishedAt,
      created_at: new Date(seed.base),
      updated_at: new Date(seed.base),
    })),
  );
}
