import type { matrix } from '@rimba/core';
import type { SeedContext, SeedRow } from '../../resources/parts.js';
import { demoProvinces, demoUnits } from '../provinces/regions.js';
import { speciesIdsByName, varietyIdsByName } from '../varieties/species.js';

/** A demo row: species (or `species/variety`), where (province code or unit regency code), the bands. */
type DemoRow = [string, { province: string } | { unit: string }, [number, number], [number, number]];

const java = ['32', '33', '35'];

/**
 * Where the demo species grow well on Java, from their usual altitude and rainfall: timber and most fruit
 * in the lowlands and hills, avocado in the highlands, mangrove on the tidal coast; a few varieties and
 * units of their own.
 */
const rows: DemoRow[] = [
  ...java.map((province): DemoRow => ['Sengon', { province }, [0, 1500], [2000, 4000]]),
  ...java.map((province): DemoRow => ['Mahoni', { province }, [0, 1000], [1500, 5000]]),
  ['Jati', { province: '33' }, [0, 700], [1200, 2500]],
  ['Jati', { province: '35' }, [0, 700], [1200, 2500]],
  ...java.map((province): DemoRow => ['Durian', { province }, [0, 800], [1500, 3000]]),
  ['Durian/Musang King', { unit: '3302' }, [200, 600], [2000, 3500]],
  ['Alpukat', { unit: '3307' }, [400, 1500], [1500, 3000]],
  ['Alpukat', { unit: '3323' }, [400, 1500], [1500, 3000]],
  ['Alpukat', { province: '32' }, [400, 1500], [1500, 3000]],
  ...java.map((province): DemoRow => ['Nangka', { province }, [0, 1000], [1500, 2500]]),
  ['Petai', { province: '32' }, [0, 1000], [2000, 4000]],
  ['Jengkol', { province: '32' }, [0, 1000], [2000, 4000]],
  ['Kemiri', { province: '35' }, [150, 1000], [1000, 2500]],
  ['Bakau', { unit: '3318' }, [0, 5], [1500, 4000]],
];

/** The demo suitability matrix. */
export async function seedMatrix(seed: SeedContext<typeof matrix>): Promise<void> {
  const speciesIds = await speciesIdsByName(seed.db);
  const varietyIds = await varietyIdsByName(seed.db);
  const provinceIds = seed.ids('provinces');
  const unitIds = seed.ids('units');
  const out: SeedRow<typeof matrix>[] = [];
  for (const [name, place, [altitude_min, altitude_max], [rainfall_min, rainfall_max]] of rows) {
    const species_id = speciesIds.get(name.split('/')[0]!);
    if (species_id === undefined) continue;
    const province_id =
      'province' in place ? provinceIds[demoProvinces.findIndex((p) => p.code === place.province)] : null;
    const unit_id =
      'unit' in place ? unitIds[demoUnits.findIndex((u) => u.regencyCode === place.unit)] : null;
    out.push({
      species_id,
      variety_id: name.includes('/') ? (varietyIds.get(name) ?? null) : null,
      province_id: province_id ?? null,
      unit_id: unit_id ?? null,
      altitude_min,
      altitude_max,
      rainfall_min,
      rainfall_max,
    });
  }
  await seed.insert(out);
}
