import type { impactFigures } from '@rimba/core';
import type { SeedContext, SeedRow } from '../../resources/parts.js';

/**
 * The foundation's figures (site spec §9). The last two replace the original's placeholders (companies
 * and countries "2.300.000") with what the foundation can count: its partner companies and the people
 * who take part in its reforestation (more than 900, site spec §1). The unpublished row is a draft.
 */
const figures: Omit<SeedRow<typeof impactFigures>, 'sort_order'>[] = [
  { label: 'Pohon Ditanam', label_en: 'Trees Planted', value: 3_193_959, icon: 'tree', published: true },
  {
    label: 'Bibit Diproduksi',
    label_en: 'Seedlings Produced',
    value: 5_000_000,
    icon: 'seedling',
    published: true,
  },
  {
    label: 'CO₂ Diserap',
    label_en: 'CO₂ Captured',
    value: 200_000_000,
    suffix: 'kg',
    suffix_en: 'kg',
    icon: 'co2',
    published: true,
  },
  { label: 'Keluarga Terbantu', label_en: 'Families Helped', value: 23_000, icon: 'family', published: true },
  {
    label: 'Perusahaan Mitra',
    label_en: 'Partner Companies',
    value: 120,
    icon: 'company',
    published: true,
  },
  {
    label: 'Orang dalam Penghijauan',
    label_en: 'People in Reforestation',
    value: 900,
    suffix: '+',
    suffix_en: '+',
    icon: 'people',
    published: true,
  },
  {
    label: 'Mata Air Dipulihkan',
    label_en: 'Springs Restored',
    value: 14,
    icon: 'water',
    published: false,
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
