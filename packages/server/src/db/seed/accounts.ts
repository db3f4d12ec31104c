import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';

/** Departments with their contact person, and their field projects with a place. */
const departments: { name: string; pic: string; projects: [string, number, number][] }[] = [
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

/** Roles a newcomer may choose when registering, with what each may do. */
export const openRoles: { role_name: string; description: string; tasks: string[] }[] = [
  {
    role_name: 'Staf Lapangan',
    description: 'Petugas penanaman dan pemantauan di lokasi proyek / field staff',
    tasks: ['departments.read', 'projects.read', 'api-token.create', 'api-token.read', 'api-token.delete'],
  },
  {
    role_name: 'Staf Kantor',
    description: 'Pengelola data dan konten di kantor / office staff',
    tasks: [
      'partners.read',
      'faq.read',
      'banner.read',
      'departments.read',
      'projects.read',
      'api-token.create',
      'api-token.read',
      'api-token.delete',
    ],
  },
];

/** The role that approves the registrations of its department. */
export const departmentAdminRole = {
  role_name: 'Admin Departemen',
  description: 'Menyetujui pendaftaran pengguna departemennya / approves its department’s registrations',
  tasks: [
    'users.read',
    'users.update',
    'users.approve',
    'roles.read',
    'departments.read',
    'projects.read',
    'api-token.create',
    'api-token.read',
    'api-token.delete',
  ],
};

/** Departments, projects and the account roles of the demo content (role tasks are granted by the caller). */
export async function seedAccounts(db: Kysely<Database>): Promise<void> {
  for (const department of departments) {
    const { id } = await db
      .insertInto('departments')
      .values({ department_name: department.name, contact_pic: department.pic })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('projects')
      .values(
        department.projects.map(([name, lat, lng]) => ({
          project_name: name,
          department_id: id,
          lat,
          lng,
          location: JSON.stringify({ lat, lng }),
        })),
      )
      .execute();
  }
  await db
    .insertInto('roles')
    .values([
      ...openRoles.map(({ role_name, description }) => ({ role_name, description, open_registration: true })),
      { role_name: departmentAdminRole.role_name, description: departmentAdminRole.description },
    ])
    .onConflict((oc) => oc.column('role_name').doNothing())
    .execute();
}
