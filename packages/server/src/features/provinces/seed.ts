import type { provinces } from '@rimba/core';
import type { SeedContext } from '../../resources/parts.js';
import { demoProvinces } from './regions.js';

export async function seedProvinces(seed: SeedContext<typeof provinces>): Promise<void> {
  await seed.insert(demoProvinces.map((p) => ({ province_code: p.code, province_name: p.name })));
}
