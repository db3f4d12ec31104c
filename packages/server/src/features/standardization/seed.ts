import type { standardization } from '@rimba/core';
import type { SeedContext, SeedRow } from '../../resources/parts.js';
import { speciesIdsByName, varietyIdsByName } from '../varieties/species.js';

/** The ages the demo standards name, in months. */
const ages = [3, 6, 12, 24, 36] as const;

/**
 * Height (cm), stem diameter (mm) and survival (%) expected at 3, 6, 12, 24 and 36 months, from the
 * growth of seedlings planted on smallholder land in Java: fast timber (sengon) far ahead, grafted fruit
 * trees slow, mangroves losing the most seedlings to the tide.
 */
const species: Record<string, [number, number, number][]> = {
  Sengon: [
    [60, 8, 95],
    [150, 20, 92],
    [400, 55, 90],
    [800, 110, 88],
    [1200, 160, 85],
  ],
  Mahoni: [
    [35, 5, 95],
    [60, 9, 93],
    [120, 20, 90],
    [250, 40, 88],
    [400, 60, 86],
  ],
  Jati: [
    [40, 7, 94],
    [90, 15, 92],
    [200, 35, 90],
    [450, 70, 87],
    [650, 100, 85],
  ],
  Durian: [
    [45, 6, 92],
    [60, 9, 90],
    [100, 18, 88],
    [180, 35, 85],
    [280, 55, 83],
  ],
  Alpukat: [
    [50, 7, 93],
    [70, 10, 91],
    [120, 20, 89],
    [200, 38, 87],
    [300, 60, 85],
  ],
  Nangka: [
    [40, 6, 94],
    [65, 10, 92],
    [130, 22, 90],
    [250, 45, 88],
    [380, 70, 86],
  ],
  Petai: [
    [35, 5, 92],
    [60, 9, 90],
    [120, 18, 88],
    [240, 38, 86],
    [380, 60, 84],
  ],
  Jengkol: [
    [30, 5, 92],
    [50, 8, 90],
    [100, 16, 88],
    [200, 32, 86],
    [320, 52, 84],
  ],
  Kemiri: [
    [45, 7, 93],
    [80, 12, 91],
    [160, 28, 89],
    [320, 55, 87],
    [480, 80, 85],
  ],
  Bakau: [
    [30, 6, 80],
    [45, 9, 75],
    [70, 14, 70],
    [110, 22, 68],
    [150, 30, 65],
  ],
};

/** Varieties that grow apart from their species in general: their size as a share of the species'. */
const varieties: Record<string, number> = {
  'Sengon/Sengon Solomon': 1.15,
  'Jati/Jati Plus Perhutani': 1.25,
  'Durian/Musang King': 0.85,
};

const rounded = (n: number) => Math.round(n * 10) / 10;

/** The demo growth standards: each species at each age, and a few varieties of their own. */
export async function seedStandardization(seed: SeedContext<typeof standardization>): Promise<void> {
  const speciesIds = await speciesIdsByName(seed.db);
  const varietyIds = await varietyIdsByName(seed.db);
  const rows: SeedRow<typeof standardization>[] = [];
  const add = (name: string, variety_id: number | null, scale: number) => {
    const species_id = speciesIds.get(name);
    if (species_id === undefined) return;
    species[name]!.forEach(([height, diameter, survival], i) => {
      rows.push({
        species_id,
        variety_id,
        age_months: ages[i]!,
        height_cm: rounded(height * scale),
        diameter_mm: rounded(diameter * scale),
        survival_pct: survival,
      });
    });
  };
  for (const name of Object.keys(species)) add(name, null, 1);
  for (const [key, scale] of Object.entries(varieties)) {
    const id = varietyIds.get(key);
    if (id !== undefined) add(key.split('/')[0]!, id, scale);
  }
  await seed.insert(rows);
}
