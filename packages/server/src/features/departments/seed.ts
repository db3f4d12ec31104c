import type { departments as departmentsResource } from '@rimba/core';
import type { SeedContext } from '../../resources/parts.js';

/** Departments with their contact person, and their field projects with a place. */
export const demoDepartments: { name: string; pic: string; projects: [string, number, number][] }[] = [
  {
    name: 'Departemen Penanaman',
    pic: 'Budi Santoso - 0812 3456 7801',
    projects: [
      ['Reboisasi Lereng Merbabu', -7.45, 110.44],
      ['Agroforestri Kopi Temanggung', -7.32, 110.18],
    ],
  },
  {
    name: 'Departemen Mangrove',
    pic: 'Siti Rahayu - 0813 2233 4455',
    projects: [
      ['Mangrove Pesisir Demak', -6.86, 110.52],
      ['Mangrove Teluk Jakarta', -6.1, 106.75],
    ],
  },
  {
    name: 'Departemen QHSE',
    pic: 'Andi Wijaya - 0821 9988 7766',
    projects: [['Audit Pembibitan Semarang', -7.03, 110.49]],
  },
  {
    name: 'Departemen Komunikasi',
    pic: 'Dewi Lestari - 0857 1122 3344',
    projects: [['Kampanye Pohon Sekolah', -6.99, 110.42]],
  },
];

/** Four departments with their contact person. */
export async function seedDepartments(seed: SeedContext<typeof departmentsResource>): Promise<void> {
  await seed.insert(demoDepartments.map((d) => ({ department_name: d.name, contact_pic: d.pic })));
}
