import type { farmers } from '@rimba/core';
import { pick } from '../../db/seed/random.js';
import type { SeedContext } from '../../resources/parts.js';
import { districtNames } from '../provinces/regions.js';

const list = (entries: string) => entries.split(', ');
export const firstNames = list(
  'Slamet, Sutrisno, Suparman, Wagiman, Sukirno, Parjo, Tukiman, Sumarni, Sulastri, Painem, Asep, Ujang, ' +
    'Dedi, Cecep, Euis, Iis, Made, Ketut, Wayan, Nyoman, Lalu, Baiq, Yohanes, Maria, Andi, Daeng, Basri, ' +
    'Hasan, Siti, Aminah, Rahmat, Budi, Joko, Agus, Sri, Tini, Yanto, Heru, Darto, Marsini',
);
export const lastNames = list(
  'Wibowo, Santoso, Prasetyo, Hidayat, Nugroho, Setiawan, Saputra, Rahman, Suryadi, Kurniawan, Sitompul, ' +
    'Siregar, Nainggolan, Lubis, Daulay, Wijaya, Gunawan, Pratama, Susanto, Purnomo',
);

/** Farmers per village in the demo. */
export const farmersPerVillage = 4;

export async function seedFarmers(seed: SeedContext<typeof farmers>): Promise<void> {
  const rows = seed.ids('village').flatMap((villageId) =>
    Array.from({ length: farmersPerVillage }, () => ({
      farmer_name: `${pick(seed.random, firstNames)} ${pick(seed.random, lastNames)}`,
      village_id: villageId,
      district: pick(seed.random, districtNames),
    })),
  );
  await seed.insert(rows);
}
