import type { categoryTeam } from '@rimba/core';
import type { SeedContext } from '../../resources/parts.js';

/** The groups the demo team is shown in, in this order; the last one has no members yet. */
export const demoTeamCategories = [
  { category_team_name: 'Dewan Pembina', category_team_name_en: 'Board of Trustees' },
  { category_team_name: 'Manajemen', category_team_name_en: 'Management' },
  { category_team_name: 'Tim Lapangan', category_team_name_en: 'Field Team' },
  { category_team_name: 'Relawan', category_team_name_en: 'Volunteers' },
];

export async function seedTeamCategories(seed: SeedContext<typeof categoryTeam>): Promise<void> {
  await seed.insert(
    demoTeamCategories.map((category, i) => ({
      ...category,
      sort_order: (i + 1) * 10,
      created_at: new Date(seed.base + i * 60_000),
    })),
  );
}
