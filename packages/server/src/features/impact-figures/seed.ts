import type { impactFigures } from '@rimba/core';
import type { SeedContext, SeedRow } from '../../resources/parts.js';

/**
 * The impact page's cards: each names a live number of the dashboard, which replaces the original's
 * hard-coded figures (site spec §9), placeholders among them. The editors' part is the words.
 */
const figures: Omit<SeedRow<typeof impactFigures>, 'sort_order'>[] = [
  {
    label: 'Pohon Ditanam',
    label_en: 'Trees Planted',
    figure: 'trees_planted',
    icon: 'tree',
    published: true,
  },
  { label: 'Petani Mitra', label_en: 'Partner Farmers', figure: 'farmers', icon: 'people', published: true },
  { label: 'Desa Binaan', label_en: 'Partner Villages', figure: 'villages', icon: 'family', published: true },
  {
    label: 'Lahan Ditanami',
    label_en: 'Land Planted',
    figure: 'hectares',
    icon: 'map',
    published: true,
  },
  {
    label: 'CO₂ Diserap',
    label_en: 'CO₂ Captured',
    figure: 'co2_tonnes',
    icon: 'co2',
    published: true,
  },
];

export async function seedImpactFigures(seed: SeedContext<typeof impactFigures>): Promise<void> {
  await seed.insert(
    figures.map((figure, i) => ({
      ...figure,
      sort_order: (i + 1) * 10,
      created_at: new Date(seed.base + i * 60_000),
    })),
  );
}
