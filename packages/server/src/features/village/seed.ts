import type { village } from '@rimba/core';
import { pick } from '../../db/seed/random.js';
import type { SeedContext } from '../../resources/parts.js';
import { demoUnits, districtNames, unitSpread, villageNames, villagesPerUnit } from '../provinces/regions.js';

const round = (n: number) => Math.round(n * 1e5) / 1e5;

/** Each unit's villages, scattered around the unit's centre, named and coded as BPS codes them. */
export async function seedVillages(seed: SeedContext<typeof village>): Promise<void> {
  const unitIds = seed.ids('units');
  const rows = demoUnits.flatMap((u, ui) => {
    const names = [...villageNames];
    return Array.from({ length: villagesPerUnit }, (_, k) => {
      // Each village of a unit gets a different name.
      const name = names.splice(Math.floor(seed.random() * names.length), 1)[0]!;
      const district = 1 + Math.floor(k / 3);
      return {
        village_no: String(k + 1),
        village_code: `${u.regencyCode}${String(district * 10).padStart(3, '0')}${String(2001 + k)}`,
        village_name: name,
        unit_id: unitIds[ui]!,
        regency: u.regency,
        district: pick(seed.random, districtNames),
        lat: round(u.lat + (seed.random() - 0.5) * 2 * unitSpread),
        lng: round(u.lng + (seed.random() - 0.5) * 2 * unitSpread),
      };
    });
  });
  await seed.insert(rows);
}
