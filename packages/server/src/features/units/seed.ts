import type { units } from '@rimba/core';
import type { SeedContext } from '../../resources/parts.js';
import { demoProvinces, demoUnits } from '../provinces/regions.js';

export async function seedUnits(seed: SeedContext<typeof units>): Promise<void> {
  const provinceIds = seed.ids('provinces');
  const provinceId = (code: string) => provinceIds[demoProvinces.findIndex((p) => p.code === code)]!;
  await seed.insert(
    demoUnits.map((u) => ({
      mu_no: `MU-${u.regencyCode}`,
      unit_management_name: `MU ${u.regency}`,
      province_id: provinceId(u.province),
    })),
  );
}
